import type { BlockContext } from "../../composer/block";
import { formatMessage as fill } from "../../../i18n/format";

type Translate = BlockContext["t"];

/*
 * Interface texts of the content blocks: dictionary keys with Swedish defaults (the platform's
 * default language; every demo site's dictionary has them in its own language).
 */

export function videoLabels(t: Translate) {
  return {
    playLabel: t("Blocks.Video.Play", "Spela video"),
    pauseLabel: t("Blocks.Video.Pause", "Pausa video"),
    muteLabel: t("Blocks.Video.Mute", "Stäng av ljud"),
    unmuteLabel: t("Blocks.Video.Unmute", "Slå på ljud"),
  };
}

export function carouselLabels(t: Translate) {
  const goTo = t("Blocks.Carousel.GoToSlide", "Gå till bild {n} av {m}");
  const slide = t("Blocks.Carousel.Slide", "{n} av {m}");
  return {
    carousel: t("Blocks.HeroBanner.Label", "Utvalt just nu"),
    previous: t("Blocks.Carousel.Previous", "Föregående bild"),
    next: t("Blocks.Carousel.Next", "Nästa bild"),
    goToSlide: (n: number, m: number) => fill(goTo, { n, m }),
    slide: (n: number, m: number) => fill(slide, { n, m }),
  };
}

export function newTabLabel(t: Translate): string {
  return t("Blocks.Link.NewTab", "(öppnas i ny flik)");
}
