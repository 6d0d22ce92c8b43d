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
import { brandSourcesFromService, resolveSocialLinks, shouldShowBrands } from "./footer-rules";
import { socialEntries } from "./footer";
import type { FooterData } from "./footer";
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

export const footerLoader = defineBlockLoader(
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
);
