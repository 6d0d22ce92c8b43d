import type { BrandTheme } from "../design-system/theme/BrandScope";
import type { BrandTokens } from "../design-system/theme/contract";
import { createLogo, type LogoDesign } from "./logo";

/**
 * A brand theme as the build makes it (brand-themes/<id>/index.ts): the design system's theme,
 * its logo's design, and its resolved token values, which only the server and the tooling read
 * (favicons, contrast tests); components use the CSS variables.
 */
export type BrandThemeWithData = BrandTheme & { logo: LogoDesign; tokens: BrandTokens };

/**
 * A brand theme as plain, serialisable data: what a loader sends to the browser, so the client
 * bundle carries no brand's theme (decision 0005). The logo travels as its design and becomes a
 * component again on arrival (`brandThemeFrom`); the token values stay on the server.
 */
export type BrandThemeData = Omit<BrandTheme, "Logo"> & { logo: LogoDesign };

/**
 * The page's own brand as the root loader sends it: without its CSS, which the document head
 * already carries (`app/lib/brand-head.tsx`, decision 0045).
 */
export type PageBrandData = Omit<BrandThemeData, "css">;

/** What blocks know of the page's brand: its name and logo, not its CSS (that is the head's). */
export type PageBrand = Omit<BrandTheme, "css">;

/** Builds a brand's theme from its data (brand-themes/<id>/index.ts). */
export function brandTheme(data: Omit<BrandThemeWithData, "Logo">): BrandThemeWithData {
  return { ...data, Logo: createLogo(data.logo) };
}

/** The data of a theme, for a loader's answer. */
export function brandThemeData({
  Logo: _logo,
  tokens: _tokens,
  ...data
}: BrandThemeWithData): BrandThemeData {
  return data;
}

/** The data of the page's own brand, for the root loader's answer. */
export function pageBrandData({ css: _css, ...data }: BrandThemeData): PageBrandData {
  return data;
}

const logos = new Map<string, BrandTheme["Logo"]>();

/** A brand's Logo, rebuilt once per brand: a stable component, so a re-render does not remount it. */
function logoOf({ id, logo }: PageBrandData): BrandTheme["Logo"] {
  let Logo = logos.get(id);
  if (!Logo) {
    Logo = createLogo(logo);
    logos.set(id, Logo);
  }
  return Logo;
}

/** The theme a loader sent, with its Logo back. */
export function brandThemeFrom(data: BrandThemeData): BrandTheme {
  return { ...data, Logo: logoOf(data) };
}

/** The page's brand the root loader sent, with its Logo back. */
export function pageBrandFrom(data: PageBrandData): PageBrand {
  return { ...data, Logo: logoOf(data) };
}
