import type { BrandTheme } from "../design-system/theme/BrandScope";
import { createLogo, type LogoDesign } from "./logo";

/**
 * A brand theme as plain, serialisable data: what a loader sends to the browser, so the client
 * bundle carries no brand's theme (decision 0005). The logo travels as its design and becomes a
 * component again on arrival (`brandThemeFrom`).
 */
export type BrandThemeData = Omit<BrandTheme, "Logo"> & { logo: LogoDesign };

/** A brand's theme as data and as the design system's `BrandTheme` (with its Logo component). */
export type BrandThemeWithData = BrandTheme & { logo: LogoDesign };

/** Builds a brand's theme from its data (brand-themes/<id>/index.ts). */
export function brandTheme(data: BrandThemeData): BrandThemeWithData {
  return { ...data, Logo: createLogo(data.logo) };
}

/** The data of a theme, for a loader's answer. */
export function brandThemeData({ Logo: _logo, ...data }: BrandThemeWithData): BrandThemeData {
  return data;
}

const themesFromData = new Map<string, BrandTheme>();

/**
 * The theme a loader sent, with its Logo rebuilt once per brand (a stable component, so a
 * re-render or a revalidation does not remount the logo).
 */
export function brandThemeFrom(data: BrandThemeData): BrandTheme {
  const known = themesFromData.get(data.id);
  if (known) return known;
  const theme = brandTheme(data);
  themesFromData.set(data.id, theme);
  return theme;
}
