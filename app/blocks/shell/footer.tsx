import { z } from "zod";
import { logger } from "../../../api-adapters/shared/logger";
import { Footer } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { toLink } from "../../composer/field-values";
import {
  checkboxField,
  imageField,
  linkListField,
  optionalLinkField,
  requiredTextField,
  textField,
} from "../../composer/fields";
import {
  brandSource,
  brandSourcesFromService,
  carListBrandHref,
  resolveSocialLinks,
  shouldShowBrands,
  type BrandLogoSource,
} from "./footer-rules";

const brandItem = z.object({
  fields: z.object({
    Name: requiredTextField,
    Logo: imageField,
    LogoBlackAndWhite: imageField,
  }),
});

const columnItem = z.object({
  fields: z.object({
    Title: requiredTextField,
    Description: textField.optional(),
    ColumnItems: linkListField.default([]),
  }),
});

/** A social link item: its item `name` picks the icon (specs: SocialLinks name, Url). */
const socialLinkItem = z.object({
  name: z.string(),
  displayName: z.string().optional(),
  fields: z.object({ Url: optionalLinkField }),
});

export const footerSchema = z.object({
  fields: z.object({
    Brands: z.array(brandItem).default([]),
    ShowBrands: checkboxField,
    BrandsHeading: textField.optional(),
    Columns: z.array(columnItem).default([]),
    HighlightedLink: optionalLinkField,
    SocialLinks: z.array(socialLinkItem).default([]),
    InfoField1Heading: textField.optional(),
    InfoField1Text: textField.optional(),
    InfoField2Heading: textField.optional(),
    InfoField2Text: textField.optional(),
    InfoFieldOneChildFullWidth: checkboxField,
  }),
  params: z.object({}).loose().default({}),
});

type FooterFields = z.output<typeof footerSchema>["fields"];

export interface FooterData {
  /** Brand logos from the content service, when the Brands field is empty. */
  logos: BrandLogoSource[];
}

function socialEntries(fields: FooterFields) {
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
export const footerBlock = defineDataBlock(
  footerSchema,
  async ({ fields }, _rendering, { content, site, settings, path }): Promise<FooterData> => {
    // Logged here, on the server, once per page load; the render skips the same entries.
    for (const skipped of resolveSocialLinks(socialEntries(fields)).skipped) {
      logger.warn("footer.social-link-skipped", { ...skipped, site: site.id, path });
    }
    const wantsServiceLogos =
      shouldShowBrands(fields.ShowBrands, settings.pathToCarList?.url) &&
      fields.Brands.length === 0;
    if (!wantsServiceLogos) return { logos: [] };
    return { logos: brandSourcesFromService(await content.getBrandLogos(site.language)) };
  },
  ({ fields }, { settings, translate: t }, data) => {
    const carListUrl = settings.pathToCarList?.url;
    const sources = fields.Brands.length > 0 ? authoredBrands(fields) : (data?.logos ?? []);
    const brands =
      carListUrl && shouldShowBrands(fields.ShowBrands, carListUrl)
        ? sources.map((brand) => ({ ...brand, href: carListBrandHref(carListUrl, brand.name) }))
        : [];
    const highlighted = toLink(fields.HighlightedLink);
    return (
      <Footer
        navigationLabel={t("Shell.FooterNavigation")}
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
        socialLinksLabel={t("Footer.SocialLinks")}
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
        newTabLabel={t("Shell.NewTab")}
      />
    );
  },
);
