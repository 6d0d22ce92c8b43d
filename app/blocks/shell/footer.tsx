import type { z } from "zod";
import { Footer, footerLabels } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { toLink } from "../../composer/field-values";
import {
  brandSource,
  carListBrandHref,
  resolveSocialLinks,
  shouldShowBrands,
  type BrandLogoSource,
} from "./footer-rules";
import type { footerLoader, footerSchema } from "./footer.server";

type FooterFields = z.output<typeof footerSchema>["fields"];

export interface FooterData {
  /** Brand logos from the content service, when the Brands field is empty. */
  logos: BrandLogoSource[];
}

export function socialEntries(fields: FooterFields) {
  return fields.SocialLinks.map((item) => ({
    name: item.name,
    label: item.displayName,
    href: item.fields.Url?.value.href,
    target: item.fields.Url?.value.target || undefined,
  }));
}

function authoredBrands(fields: FooterFields): BrandLogoSource[] {
  return fields.Brands.flatMap(({ fields: brand }) => {
    const source = brandSource(
      brand.Name.value,
      brand.Logo?.value.src,
      brand.LogoBlackAndWhite?.value.src,
    );
    return source ? [source] : [];
  });
}

/**
 * The site footer (componentName "Footer"). Brand logos come from the Brands field, or, when it
 * is empty, from the content service's brand logos (loaded on the server); they show only with
 * ShowBrands and a car list path, each linking to the car list with `car_brand=<name>`.
 */
export const footerBlock = defineDataBlock<typeof footerLoader>(
  ({ fields }, { settings, t }, data) => {
    const carListUrl = settings.pathToCarList?.url;
    const sources = fields.Brands.length > 0 ? authoredBrands(fields) : (data?.logos ?? []);
    const brands =
      carListUrl && shouldShowBrands(fields.ShowBrands, carListUrl)
        ? sources.map((brand) => ({ ...brand, href: carListBrandHref(carListUrl, brand.name) }))
        : [];
    const highlighted = toLink(fields.HighlightedLink);
    return (
      <Footer
        labels={footerLabels(t)}
        brandsHeading={fields.BrandsHeading?.value || undefined}
        brands={brands}
        columns={fields.Columns.map(({ fields: column }) => ({
          title: column.Title.value,
          description: column.Description?.value || undefined,
          links: column.ColumnItems.map(({ fields: { Link } }) => ({
            href: Link.value.href,
            text: Link.value.text || Link.value.href,
            target: Link.value.target || undefined,
          })),
        }))}
        highlightedLink={
          highlighted
            ? { ...highlighted, target: fields.HighlightedLink?.value.target || undefined }
            : undefined
        }
        socialLinks={resolveSocialLinks(socialEntries(fields)).links}
        infoField1={{
          heading: fields.InfoField1Heading?.value,
          text: fields.InfoField1Text?.value,
        }}
        infoField2={{
          heading: fields.InfoField2Heading?.value,
          text: fields.InfoField2Text?.value,
        }}
        infoFieldOneFullWidth={fields.InfoFieldOneChildFullWidth}
      />
    );
  },
);
