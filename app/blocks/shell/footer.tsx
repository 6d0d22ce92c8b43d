import {
  footerLabels,
  type FooterColumn,
  type FooterInfoField,
  type FooterLink,
  lazyComponent,
  DeferredSection,
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

// The footer's code is a chunk of its own: on the first load the footer keeps the server's HTML
// until it comes near the viewport (DeferredSection), which on a phone is after a scroll (issue 17).
const Footer = lazyComponent(() =>
  import("../../../design-system/blocks/Footer/Footer").then((module) => module.Footer),
);

/**
 * The site footer (componentName "Footer"). Brand logos come from the Brands field, or, when it
 * is empty, from the content service's brand logos (loaded on the server); they show only with
 * ShowBrands and a car list path, each linking to the car list with `car_brand=<name>`.
 */
const footerView = defineDataBlock<typeof footerLoader>(
  (footer, { language, settings, t }, data) => {
    const carListUrl = settings.pathToCarList?.url;
    const sources = footer.authoredBrands ?? data?.logos ?? [];
    const brands =
      carListUrl && shouldShowBrands(footer.showBrands, carListUrl)
        ? sources.map((brand) => ({ ...brand, href: carListBrandHref(carListUrl, brand.name) }))
        : [];
    return (
      <DeferredSection
        // The same footer on every page of a language: kept as the server rendered it across
        // navigations until it goes live; another language's footer mounts afresh.
        key={language}
        component={Footer}
        props={{
          labels: footerLabels(t),
          brandsHeading: footer.brandsHeading,
          brands,
          columns: footer.columns,
          highlightedLink: footer.highlightedLink,
          socialLinks: resolveSocialLinks(footer.socialLinks).links,
          infoField1: footer.infoField1,
          infoField2: footer.infoField2,
          infoFieldOneFullWidth: footer.infoFieldOneFullWidth,
        }}
        fallback={null}
        loaded={Footer.loaded()}
      />
    );
  },
);

export const footerBlock: typeof footerView = {
  ...footerView,
  // Never called for a page (the footer is not a lazy block, and its code waits for the
  // viewport); tests that render the footer at once load it first.
  preload: () => Footer.preload(),
};
