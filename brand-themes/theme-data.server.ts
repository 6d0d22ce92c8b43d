import { brandDesigns, brandThemes, type BrandId } from "./index";
import {
  brandThemeData,
  pageBrandData,
  type BrandThemeData,
  type PageBrandData,
} from "./theme-data";

/** A brand's theme as data for the browser (loaders import this; the client bundle none of it). */
export function themeDataOf(brand: BrandId): BrandThemeData {
  return brandThemeData(brandThemes[brand]);
}

/** The page's own brand as data for the browser: its CSS is in the document head already. */
export function pageBrandDataOf(brand: BrandId): PageBrandData {
  return pageBrandData(themeDataOf(brand));
}

/** The neutral look of the demo's site directory and of hosts without a site. */
export const neutralBrand: BrandId = "automotive-se";

/** The car-brand design a page asks for with its BrandDesign field ("BMW", …), if it is known. */
export function brandDesignOf(fields: {
  BrandDesign?: { value?: unknown } | undefined;
}): BrandThemeData | null {
  const value = fields.BrandDesign?.value;
  return typeof value === "string" && Object.hasOwn(brandDesigns, value)
    ? themeDataOf(brandDesigns[value as keyof typeof brandDesigns])
    : null;
}
