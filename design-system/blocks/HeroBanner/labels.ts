import type { Translate } from "../../../i18n/translate";
import { carouselLabels } from "../../primitives/Carousel/labels";
import { videoLabels } from "../../primitives/Video/labels";
import type { HeroBannerLabels } from "./HeroBanner";

/** The hero's carousel and video names from the site's texts (the app's t, or the stories'). */
export function heroBannerLabels(t: Translate): HeroBannerLabels {
  return {
    carousel: t("Blocks.HeroBanner.Label"),
    controls: carouselLabels(t),
    video: videoLabels(t),
  };
}
