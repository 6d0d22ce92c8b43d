import type { MediaImage } from "./media";

export const heroHeights = ["FullHeight", "Medium", "Default"] as const;
export type HeroHeight = (typeof heroHeights)[number];
export const heroPlacementsX = ["Left", "Center", "Right"] as const;
export type HeroPlacementX = (typeof heroPlacementsX)[number];
export const heroPlacementsY = ["Top", "Center", "Bottom"] as const;
export type HeroPlacementY = (typeof heroPlacementsY)[number];
/** Authored text colours; Dark and Black read as dark text, Light and White as light text. */
export const heroTextColors = ["Dark", "Light", "Black", "White"] as const;
export type HeroTextColor = (typeof heroTextColors)[number];
export type HeroTone = "light" | "dark";

/** What a slide needs to be shown: a video, or an image with a source. */
export interface HeroMediaFields {
  video?: string;
  image?: MediaImage;
}

/** Specs: the hero shows nothing unless it is a video or has an image src. */
export function isRenderableSlide(slide: HeroMediaFields): boolean {
  return Boolean(slide.video?.trim()) || Boolean(slide.image?.src.trim());
}

export function renderableSlides<S extends HeroMediaFields>(slides: readonly S[]): S[] {
  return slides.filter(isRenderableSlide);
}

/** Specs: the search button is disabled while the input is empty (spaces count as empty). */
export function canSearch(term: string): boolean {
  return term.trim() !== "";
}

/** FullHeight wins over Medium; neither is the default height. */
export function heroHeight(flags: { fullHeight?: boolean; medium?: boolean }): HeroHeight {
  if (flags.fullHeight) return "FullHeight";
  if (flags.medium) return "Medium";
  return "Default";
}

/** Light text unless the author asked for dark (photos are mostly dark behind hero text). */
export function heroTone(color: string | undefined): HeroTone {
  return color === "Dark" || color === "Black" ? "dark" : "light";
}
