import type { Translate } from "../../../i18n/translate";
import type { CarGalleryLabels } from "./types";

/** The gallery's texts from the site's catalogue (the CarGallery namespace; decision 0016). */
export function carGalleryLabels(t: Translate): CarGalleryLabels {
  return {
    region: t("CarGallery.Region"),
    modes: t("CarGallery.Modes"),
    modeNames: {
      images: t("CarGallery.ModeImages"),
      video: t("CarGallery.ModeVideo"),
      exterior360: t("CarGallery.ModeExterior360"),
      interior360: t("CarGallery.ModeInterior360"),
    },
    openFullscreen: (index, count) => t("CarGallery.OpenFullscreen", { index, count }),
    showImage: (index, count) => t("CarGallery.ShowImage", { index, count }),
    counter: (index, count) => t("CarGallery.Counter", { index, count }),
    previous: t("CarGallery.Previous"),
    next: t("CarGallery.Next"),
    close: t("CarGallery.Close"),
    // The car card's text for a car without pictures: the same words everywhere.
    noImages: t("Marketplace.MissingImage"),
    video: (title) => t("CarGallery.Video", { title }),
    exterior360: (title) => t("CarGallery.Exterior360", { title }),
    interior360: (title) => t("CarGallery.Interior360", { title }),
    spinInstructions: t("CarGallery.SpinInstructions"),
    panoramaInstructions: t("CarGallery.PanoramaInstructions"),
    stopRotation: t("CarGallery.StopRotation"),
    startRotation: t("CarGallery.StartRotation"),
  };
}
