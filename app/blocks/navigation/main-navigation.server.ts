import { z } from "zod";
import { logger } from "../../../api-adapters/shared/logger";
import type { MegaMenuItem } from "../../../design-system";
import {
  booleanParam,
  checkboxField,
  requiredTextField,
  safeHref,
  textField,
} from "../../composer/fields";
import type { MainNavigationData } from "./main-navigation";
import { mergeAuthoredItems, toMegaMenuItems } from "./main-navigation-data";
import { defineBlockLoader } from "../../composer/block";
import { pageLanguages } from "../../i18n/page-languages.server";

/** A link that may be empty (an item without a page); when given, it must be safe. */
const optionalHref = z.union([z.literal(""), safeHref]);

/** A mega menu item authored on the rendering (specs: "Mega menu item"), up to three levels. */
interface AuthoredItem {
  id?: string;
  fields: {
    Title: { value: string };
    Url?: { value: string };
    Type?: { value: string };
    ButtonType?: { value: string };
    HideInNavigation?: z.input<typeof checkboxField>;
    ImageUrl?: { value: string };
    Children?: AuthoredItem[];
  };
}

const authoredItemSchema: z.ZodType<MegaMenuItem, AuthoredItem> = z.lazy(() =>
  z
    .object({
      id: z.string().optional(),
      fields: z.object({
        Title: requiredTextField,
        Url: z.object({ value: optionalHref }).optional(),
        Type: textField.optional(),
        ButtonType: textField.optional(),
        HideInNavigation: checkboxField,
        ImageUrl: z.object({ value: optionalHref }).optional(),
        Children: z.array(authoredItemSchema).max(100).optional(),
      }),
    })
    .transform(({ id, fields }): MegaMenuItem => ({
      id: id ?? `authored:${fields.Url?.value || fields.Title.value}`,
      Title: fields.Title.value.trim(),
      Url: fields.Url?.value ?? "",
      Type: fields.Type?.value || undefined,
      ButtonType: fields.ButtonType?.value || undefined,
      HideInNavigation: fields.HideInNavigation,
      ImageUrl: fields.ImageUrl?.value || undefined,
      External: /^https?:/i.test(fields.Url?.value ?? ""),
      Children: fields.Children ?? [],
    })),
);

const extraItemSchema = z.object({
  id: z.string().optional(),
  fields: z.object({
    Title: textField.optional(),
    Link: z
      .object({
        value: z.object({
          href: optionalHref.default(""),
          text: z.string().default(""),
          target: z.string().optional(),
        }),
      })
      .optional(),
  }),
});

export const mainNavigationSchema = z.object({
  fields: z
    .object({
      /** The navigation tree's datasource ("<site>:main") when the rendering has none. */
      NavigationRoot: textField.optional(),
      /** Extra nav items (specs): Title, Link (href, text, target). */
      ExtraItems: z.array(extraItemSchema).default([]),
      /** Authored mega menu items: call-to-action buttons, column pictures. */
      MegaMenuItems: z.array(authoredItemSchema).default([]),
    })
    .default({ ExtraItems: [], MegaMenuItems: [] }),
  params: z.object({ TransparentOnHome: booleanParam }).default({ TransparentOnHome: false }),
});

export const mainNavigationLoader = defineBlockLoader(
  mainNavigationSchema,
  async ({ fields }, rendering, { content, site, path, url }): Promise<MainNavigationData> => {
    const datasource =
      rendering.dataSource?.trim() ||
      fields.NavigationRoot?.value.trim() ||
      `${site.contentSiteName}:main`;
    const [navigation, languages] = await Promise.all([
      content.getNavigation(datasource, site.language).catch((error: unknown) => {
        logger.error("navigation.load-failed", {
          datasource,
          language: site.language,
          message: error instanceof Error ? error.message : String(error),
        });
        return null;
      }),
      pageLanguages({ content, site, path, url }),
    ]);
    if (navigation === null) {
      logger.warn("navigation.unavailable", { datasource, language: site.language, path });
    }
    return {
      items: navigation
        ? mergeAuthoredItems(toMegaMenuItems(navigation), fields.MegaMenuItems)
        : null,
      languages,
      currentLanguage: site.language,
    };
  },
);
