import type { BrandLogo } from "../../../api-adapters/content";
import {
  iconNames,
  socialIconNames,
  type IconName,
  type FooterBrand,
  type FooterSocialLink,
} from "../../../design-system";

/** The query parameter the car list filters brands by (specs). */
export const CAR_BRAND_PARAM = "car_brand";

/**
 * The car list filtered to a brand: the site's car list path with `car_brand=<brand name>`
 * added to any query it already has (specs: footer brand logos). Relative paths stay relative.
 */
export function carListBrandHref(carListUrl: string, brandName: string): string {
  const base = "http://placeholder.invalid";
  const url = new URL(carListUrl.trim(), base);
  url.searchParams.set(CAR_BRAND_PARAM, brandName);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

/** Brand logos show only when authors ask for them and the site has a car list to link to. */
export function shouldShowBrands(showBrands: boolean, carListUrl: string | null | undefined) {
  return showBrands && Boolean(carListUrl?.trim());
}

/** A brand logo before it gets its link: the colour logo, with the black-and-white as fallback. */
export type BrandLogoSource = Omit<FooterBrand, "href">;

export function brandSource(
  name: string,
  logo: string | undefined,
  logoBlackAndWhite: string | undefined,
): BrandLogoSource | null {
  const logoSrc = logo || logoBlackAndWhite;
  if (!name.trim() || !logoSrc) return null;
  return {
    name: name.trim(),
    logoSrc,
    ...(logo && logoBlackAndWhite && logoBlackAndWhite !== logo
      ? { fallbackLogoSrc: logoBlackAndWhite }
      : {}),
  };
}

/** The content service's brand logos (`getBrandLogos`) as logo sources. */
export function brandSourcesFromService(logos: readonly BrandLogo[]): BrandLogoSource[] {
  return logos.flatMap((logo) => {
    const source = brandSource(logo.name, logo.logo?.src, logo.logoBlackAndWhite?.src);
    return source ? [source] : [];
  });
}

/** Names that differ from the icon's name only in case or by a former name. */
const iconAliases: Record<string, IconName> = { twitter: "X" };

/** The icon for a social link's name ("instagram", "YouTube", "Twitter"), social icons first. */
export function socialIconFor(name: string): IconName | undefined {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return undefined;
  const find = (names: readonly IconName[]) => names.find((icon) => icon.toLowerCase() === wanted);
  return find(socialIconNames) ?? iconAliases[wanted] ?? find(iconNames);
}

export interface SocialLinkEntry {
  /** The item name, which picks the icon ("Instagram"). */
  name: string;
  /** The name shown to people (the item's display name); the item name otherwise. */
  label?: string;
  href?: string;
  target?: string;
}

export interface SkippedSocialLink {
  name: string;
  reason: "missing-icon" | "missing-url";
}

/**
 * Social links with an icon for their name. An entry whose name has no icon (or that has no
 * URL) is skipped and reported, for the caller to log (specs: error catalogue).
 */
export function resolveSocialLinks(entries: readonly SocialLinkEntry[]): {
  links: FooterSocialLink[];
  skipped: SkippedSocialLink[];
} {
  const links: FooterSocialLink[] = [];
  const skipped: SkippedSocialLink[] = [];
  for (const entry of entries) {
    const icon = socialIconFor(entry.name);
    if (!icon) skipped.push({ name: entry.name, reason: "missing-icon" });
    else if (!entry.href) skipped.push({ name: entry.name, reason: "missing-url" });
    else {
      const name = entry.label?.trim() || entry.name.trim();
      links.push({ name, href: entry.href, icon, target: entry.target });
    }
  }
  return { links, skipped };
}
