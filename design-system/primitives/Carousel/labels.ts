import type { Translate } from "../../../i18n/translate";
import type { CarouselLabels } from "./Carousel";

/** The carousel's control and slide names from the site's texts (the app's t, or the stories'). */
export function carouselLabels(t: Translate): CarouselLabels {
  return {
    previous: t("Blocks.Carousel.Previous"),
    next: t("Blocks.Carousel.Next"),
    goToSlide: (n, m) => t("Blocks.Carousel.GoToSlide", { n, m }),
    slide: (n, m) => t("Blocks.Carousel.Slide", { n, m }),
    pause: t("Blocks.Carousel.Pause"),
    play: t("Blocks.Carousel.Play"),
    roleDescription: t("Blocks.Carousel.RoleDescription"),
    slideRoleDescription: t("Blocks.Carousel.SlideRoleDescription"),
  };
}
