import { z } from "zod";

/** A Sitecore field: `{ value }`, where the value's shape depends on the field type. */
export const fieldSchema = z.object({ value: z.unknown() }).loose();

export interface Rendering {
  uid?: string;
  componentName: string;
  dataSource?: string;
  params: Record<string, string>;
  fields: Record<string, unknown>;
  placeholders?: Record<string, Rendering[]>;
}

export const renderingSchema: z.ZodType<Rendering> = z.lazy(() =>
  z.object({
    uid: z.string().optional(),
    componentName: z.string().min(1),
    dataSource: z.string().optional(),
    params: z.record(z.string(), z.string()).default({}),
    fields: z.record(z.string(), z.unknown()).default({}),
    placeholders: z.record(z.string(), z.array(renderingSchema)).optional(),
  }),
);

export const routeSchema = z.object({
  name: z.string(),
  displayName: z.string().optional(),
  itemId: z.string().optional(),
  itemLanguage: z.string().optional(),
  templateName: z.string().optional(),
  fields: z.record(z.string(), fieldSchema).default({}),
  placeholders: z.record(z.string(), z.array(renderingSchema)).default({}),
});

export const layoutContextSchema = z.object({
  pageEditing: z.boolean().default(false),
  pageState: z.enum(["normal", "edit", "preview"]).default("normal"),
  language: z.string(),
  itemPath: z.string().optional(),
  site: z.object({ name: z.string() }),
});

/** Sitecore layout service JSON (what Experience Edge returns in `layout.item.rendered`). */
export const layoutDataSchema = z.object({
  sitecore: z.object({
    context: layoutContextSchema,
    route: routeSchema.nullable(),
  }),
});

export const layoutResponseSchema = z.object({
  layout: z
    .object({
      item: z.object({ rendered: layoutDataSchema }).nullable(),
    })
    .nullable(),
});

export const siteSettingsSchema = z.object({
  name: z.string().min(1),
  url: z.url(),
  titleTemplate: z
    .string()
    .refine((template) => template.includes("%s"), "titleTemplate must contain %s"),
  gtmID: z.string().nullable().default(null),
  pathToCarList: z.object({ url: z.string() }).nullable().default(null),
  /** Car detail pages live at `<pathToCarDetail>/<car_id>/<slug>` (specs/marketplace.md 2). */
  pathToCarDetail: z.object({ url: z.string() }).nullable().default(null),
  /** The site list; a site's page is `<pathToSiteDetail>/<slug>` (specs/marketplace.md 2). */
  pathToSiteDetail: z.object({ url: z.string() }).nullable().default(null),
  /** The accessory kit catalogue for dealer staff: never in the sitemap, never indexed. */
  pathToKits: z.object({ url: z.string() }).nullable().default(null),
});

export const siteSettingsResponseSchema = z.object({
  siteSettings: siteSettingsSchema.nullable(),
});

export type LayoutData = z.output<typeof layoutDataSchema>;
export type RouteData = z.output<typeof routeSchema>;
export type LayoutContext = z.output<typeof layoutContextSchema>;
export type SiteSettings = z.output<typeof siteSettingsSchema>;

export const siteRoutesResponseSchema = z.object({
  siteRoutes: z.object({
    total: z.number().int().nonnegative(),
    pageInfo: z.object({ endCursor: z.string().nullable(), hasNext: z.boolean() }),
    results: z.array(
      z.object({ path: z.string().startsWith("/"), updated: z.string().nullable() }),
    ),
  }),
});

export type SiteRoute = z.output<typeof siteRoutesResponseSchema>["siteRoutes"]["results"][number];

/** One dictionary phrase: its key and the text in the site's language. */
export const dictionaryEntrySchema = z.object({ key: z.string().min(1), value: z.string() });

export const dictionaryResponseSchema = z.object({
  site: z.object({
    siteInfo: z
      .object({
        dictionary: z.object({
          pageInfo: z.object({ endCursor: z.string().nullable(), hasNext: z.boolean() }),
          results: z.array(dictionaryEntrySchema),
        }),
      })
      .nullable(),
  }),
});

export const languageSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  englishName: z.string(),
  nativeName: z.string(),
  url: z.object({ path: z.string() }),
});

export const languagesResponseSchema = z.object({
  languages: z.object({ available: z.array(languageSchema), current: languageSchema.nullable() }),
});

export const siteRootResponseSchema = z.object({
  siteRoot: z.object({ homePath: z.string().startsWith("/"), rootParentId: z.string() }).nullable(),
});

export const columnHeadersResponseSchema = z.object({
  tableColumnHeaders: z.array(z.object({ name: z.string(), title: z.string() })).nullable(),
});

export const brandLogoSchema = z.object({
  brandCode: z.string().min(1),
  name: z.string().min(1),
  logo: z.object({ src: z.string() }).nullable(),
  logoBlackAndWhite: z.object({ src: z.string() }).nullable(),
});

export const brandLogosResponseSchema = z.object({
  brandLogos: z.object({ results: z.array(brandLogoSchema) }),
});

export const wildcardPagesResponseSchema = z.object({
  wildcardPages: z.object({ results: z.array(z.object({ path: z.string().startsWith("/") })) }),
});

export type Language = z.output<typeof languageSchema>;
export type BrandLogo = z.output<typeof brandLogoSchema>;
export type ColumnHeader = { name: string; title: string };
