import { vars } from "../../theme";

/** Blurb backgrounds, as theme surfaces (the binding maps the authored names onto them). */
export const blurbBackgrounds = ["surface", "raised", "inverse", "brand"] as const;
export type BlurbBackground = (typeof blurbBackgrounds)[number];

/** The text colours authors choose (TextColor). */
export const blurbTextColors = ["Dark", "Light", "Black", "White"] as const;
export type BlurbTextColor = (typeof blurbTextColors)[number];

const lightBackgrounds: readonly BlurbBackground[] = ["surface", "raised"];

/** The readable text colour of each background. */
const ownTextColor: Record<BlurbBackground, string> = {
  surface: vars.color.text,
  raised: vars.color.text,
  inverse: vars.color.textInverse,
  brand: vars.color.heroText,
};

/**
 * The background and text colour of a blurb. Dark and Black mean the theme's text colour, Light
 * and White its inverse text colour (brands have no separate black or grey text token). Without
 * a background, light text puts the blurb on the inverse surface. A choice that would be
 * unreadable on the chosen background (dark on dark, light on light) gives the background's own
 * text colour instead, so the contrast every theme guarantees always holds.
 */
export function blurbColors(
  background: BlurbBackground | undefined,
  textColor?: BlurbTextColor,
): { background: BlurbBackground; color: string } {
  const wantsLight = textColor === "Light" || textColor === "White";
  const resolved = background ?? (wantsLight ? "inverse" : "surface");
  return { background: resolved, color: ownTextColor[resolved] };
}

export function isLightBackground(background: BlurbBackground): boolean {
  return lightBackgrounds.includes(background);
}
