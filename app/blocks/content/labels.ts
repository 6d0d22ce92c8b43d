import type { Translate } from "../../../i18n/translate";

/*
 * The label sets the content blocks hand to design-system components, from the site's texts
 * (catalogue keys; authors override them in the CMS dictionary).
 */

export function videoLabels(t: Translate) {
  return {
    playLabel: t("Blocks.Video.Play"),
    pauseLabel: t("Blocks.Video.Pause"),
    muteLabel: t("Blocks.Video.Mute"),
    unmuteLabel: t("Blocks.Video.Unmute"),
  };
}

export function carouselLabels(t: Translate) {
  return {
    carousel: t("Blocks.HeroBanner.Label"),
    previous: t("Blocks.Carousel.Previous"),
    next: t("Blocks.Carousel.Next"),
    goToSlide: (n: number, m: number) => t("Blocks.Carousel.GoToSlide", { n, m }),
    slide: (n: number, m: number) => t("Blocks.Carousel.Slide", { n, m }),
    roleDescription: t("Blocks.Carousel.RoleDescription"),
    slideRoleDescription: t("Blocks.Carousel.SlideRoleDescription"),
  };
}
