import type { BrandThemeWithData } from "../../brand-themes/theme-data";

type FaviconBrand = Pick<BrandThemeWithData, "name" | "tokens">;

/** The brand's icon: its initial on its action colour. */
export function faviconSvg(brand: FaviconBrand): string {
  const { action, actionText } = brand.tokens.color;
  const initial = brand.name.charAt(0).toUpperCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="6" fill="${action}"/>` +
    `<text x="16" y="22" font-family="sans-serif" font-size="18" font-weight="700" ` +
    `text-anchor="middle" fill="${actionText}">${initial}</text></svg>`
  );
}

/** The icon as a data URL in the page head: no extra request for pages. */
export function faviconHref(brand: FaviconBrand): string {
  return `data:image/svg+xml,${encodeURIComponent(faviconSvg(brand))}`;
}
