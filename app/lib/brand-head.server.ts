import { brandThemes, isBrandId } from "../../brand-themes";
import type { BrandHeadSource } from "./brand-head";
import { faviconHref } from "./favicon";

/** The head's brand assets from the build's themes (the server render; entry.server). */
export const brandHeadOfThemes: BrandHeadSource = (brandId) => {
  if (!isBrandId(brandId)) throw new Error(`Unknown brand ${brandId}`);
  const theme = brandThemes[brandId];
  return { css: theme.css, favicon: faviconHref(theme) };
};
