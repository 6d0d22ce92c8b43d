import { z } from "zod";
import { logger } from "../../../api-adapters/shared/logger";
import {
  checkboxField,
  imageField,
  linkListField,
  optionalLinkField,
  requiredTextField,
  textField,
} from "../../composer/fields";
import { toLink } from "../../composer/field-values";
import {
  brandSource,
  brandSourcesFromService,
  resolveSocialLinks,
  shouldShowBrands,
} from "./footer-rules";
import type { FooterData, FooterView } from "./footer";
import { defineBlockLoader } from "../../composer/block";

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

const footerFields = z.object({
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
});

/**
 * The footer's fields parse into what the footer shows (a view model): the page data of every
 * page carries these instead of the authored fields' shapes, about half the footer's bytes
 * (decision 0039, addendum).
 */
export const footerSchema = z
  .object({ fields: footerFields, params: z.object({}).loose().default({}) })
  .transform(({ fields }): FooterView => toFooterView(fields));

function toFooterView(fields: z.output<typeof footerFields>): FooterView {
  const highlighted = toLink(fields.HighlightedLink);
  const target = fields.HighlightedLink?.value.target;
  return {
    showBrands: fields.ShowBrands,
    ...(fields.BrandsHeading?.value ? { brandsHeading: fields.BrandsHeading.value } : {}),
    authoredBrands:
      fields.Brands.length > 0
        ? fields.Brands.flatMap(({ fields: brand }) => {
            const source = brandSource(
              brand.Name.value,
              brand.Logo?.value.src,
              brand.LogoBlackAndWhite?.value.src,
            );
            return source ? [source] : [];
          })
        : null,
    columns: fields.Columns.map(({ fields: column }) => ({
      title: column.Title.value,
      ...(column.Description?.value ? { description: column.Description.value } : {}),
      links: column.ColumnItems.map(({ fields: { Link } }) => ({
        href: Link.value.href,
        text: Link.value.text || Link.value.href,
        ...(Link.value.target ? { target: Link.value.target } : {}),
      })),
    })),
    ...(highlighted ? { highlightedLink: { ...highlighted, ...(target ? { target } : {}) } } : {}),
    socialLinks: fields.SocialLinks.map((item) => ({
      name: item.name,
      ...(item.displayName ? { label: item.displayName } : {}),
      ...(item.fields.Url?.value.href ? { href: item.fields.Url.value.href } : {}),
      ...(item.fields.Url?.value.target ? { target: item.fields.Url.value.target } : {}),
    })),
    infoField1: infoField(fields.InfoField1Heading?.value, fields.InfoField1Text?.value),
    infoField2: infoField(fields.InfoField2Heading?.value, fields.InfoField2Text?.value),
    infoFieldOneFullWidth: fields.InfoFieldOneChildFullWidth,
  };
}

function infoField(heading: string | undefined, text: string | undefined) {
  return { ...(heading ? { heading } : {}), ...(text ? { text } : {}) };
}

export const footerLoader = defineBlockLoader(
  footerSchema,
  async (footer, _rendering, { content, site, settings, path }): Promise<FooterData> => {
    // Logged here, on the server, once per page load; the render skips the same entries.
    for (const skipped of resolveSocialLinks(footer.socialLinks).skipped) {
      logger.warn("footer.social-link-skipped", { ...skipped, site: site.id, path });
    }
    const wantsServiceLogos =
      shouldShowBrands(footer.showBrands, settings.pathToCarList?.url) &&
      footer.authoredBrands === null;
    if (!wantsServiceLogos) return { logos: [] };
    return { logos: brandSourcesFromService(await content.getBrandLogos(site.language)) };
  },
);
