import {
  Footer,
  footerLabels,
  type FooterColumn,
  type FooterInfoField,
  type FooterLink,
} from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import {
  carListBrandHref,
  resolveSocialLinks,
  shouldShowBrands,
  type BrandLogoSource,
  type SocialLinkEntry,
} from "./footer-rules";
import type { footerLoader } from "./footer.server";

export interface FooterData {
  /** Brand logos from the content service, when the Brands field is empty. */
  logos: BrandLogoSource[];
}

/** The footer as its fields describe it (footer.server.ts parses them into this). */
export interface FooterView {
  showBrands: boolean;
  brandsHeading?: string;
  /** The Brands field's logos; null when it is empty (the content service's show instead). */
  authoredBrands: BrandLogoSource[] | null;
  columns: FooterColumn[];
  highlightedLink?: FooterLink;
  /** Unresolved: the loader logs the skipped ones, the render shows the others. */
  socialLinks: SocialLinkEntry[];
  infoField1: FooterInfoField;
  infoField2: FooterInfoField;
  infoFieldOneFullWidth: boolean;
}

/**
 * The site footer (componentName "Footer"). Brand logos come from the Brands field, or, when it
 * is empty, from the content service's brand logos (loaded on the server); they show only with
 * ShowBrands and a car list path, each linking to the car list with `car_brand=<name>`.
 */
export const footerBlock = defineDataBlock<typeof footerLoader>((footer, { settings, t }, data) => {
  const carListUrl = settings.pathToCarList?.url;
  const sources = footer.authoredBrands ?? data?.logos ?? [];
  const brands =
    carListUrl && shouldShowBrands(footer.showBrands, carListUrl)
      ? sources.map((brand) => ({ ...brand, href: carListBrandHref(carListUrl, brand.name) }))
      : [];
  return (
    <Footer
      labels={footerLabels(t)}
      brandsHeading={footer.brandsHeading}
      brands={brands}
      columns={footer.columns}
      highlightedLink={footer.highlightedLink}
      socialLinks={resolveSocialLinks(footer.socialLinks).links}
      infoField1={footer.infoField1}
      infoField2={footer.infoField2}
      infoFieldOneFullWidth={footer.infoFieldOneFullWidth}
    />
  );
});
