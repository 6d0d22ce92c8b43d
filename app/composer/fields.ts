import { z } from "zod";
import { isSafeHref, isSafeMediaSrc } from "./url-safety";

/*
 * The zod schemas of Sitecore field and rendering-parameter shapes, for every block binding.
 * Links and media sources follow the one set of URL rules (./url-safety.ts): authors cannot
 * inject `javascript:` or protocol-relative URLs. Empty optional fields (`{ value: {} }`,
 * `{ value: { href: "" } }`, `null`) parse as undefined.
 */

/** A link target (site path, anchor, http(s), mailto, tel), trimmed. */
export const safeHref = z
  .string()
  .trim()
  .refine(isSafeHref, "href must be a site path, an anchor or an http(s), mailto or tel URL");

/** A media source (site path or http(s)), trimmed. */
export const safeMediaSrc = z
  .string()
  .trim()
  .refine(isSafeMediaSrc, "media src must be a site path or an http(s) URL");

export const textField = z.object({ value: z.string() });
export const requiredTextField = z.object({ value: z.string().trim().min(1, "must not be empty") });

export const linkField = z.object({
  value: z.object({
    href: safeHref,
    text: z.string().default(""),
    target: z.string().optional(),
  }),
});

export const linkListField = z.array(z.object({ fields: z.object({ Link: linkField }) }));

/**
 * Whether a checkbox is ticked. Sitecore's layout service sends checkbox *fields* as
 * `{ value: true }`, rendering *parameters* as the strings "1" (ticked) or "" (not), and some
 * serialisers send "true" or the number 1. All of these count as ticked (strings trimmed, any
 * letter case); anything else, including a missing field, is not.
 */
export function isChecked(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value !== "string") return false;
  const text = value.trim().toLowerCase();
  return text === "1" || text === "true";
}

/** A checkbox field (`{ value: true }`); a missing field is not ticked. */
export const checkboxField = z
  .object({ value: z.union([z.boolean(), z.string(), z.number()]).nullable() })
  .nullish()
  .transform((field) => isChecked(field?.value));

/** A checkbox rendering parameter ("1"); a missing one is not ticked. */
export const booleanParam = z
  .union([z.string(), z.boolean(), z.number()])
  .nullish()
  .transform(isChecked);

/** Whether a field has no value under `key` (missing, null, "" or only spaces). */
function isEmptyValue(field: unknown, key: string): boolean {
  if (field === undefined || field === null) return true;
  if (typeof field !== "object" || !("value" in field)) return false;
  const value = (field as { value: unknown }).value;
  if (value === null || value === undefined || value === "") return true;
  if (typeof value !== "object") return false;
  const inner = (value as Record<string, unknown>)[key];
  return (
    inner === undefined || inner === null || (typeof inner === "string" && inner.trim() === "")
  );
}

/** Drops an empty field (see `isEmptyValue`) before `schema` reads it. */
function emptyAsUndefined<S extends z.ZodType>(key: string, schema: S) {
  return z.preprocess((field) => (isEmptyValue(field, key) ? undefined : field), schema.optional());
}

/** A general link that authors may leave empty (`{ value: { href: "" } }`): undefined then. */
export const optionalLinkField = emptyAsUndefined("href", linkField);

/** A URL authors type as text or pick as a link; "" when empty, refused when unsafe. */
export const urlField = z
  .object({ value: z.union([z.string(), z.object({ href: z.string() }).loose()]) })
  .optional()
  .transform((field) =>
    field === undefined
      ? ""
      : (typeof field.value === "string" ? field.value : field.value.href).trim(),
  )
  .refine((href) => href === "" || isSafeHref(href), "must be a site path or an http(s) URL");

/** A pixel size the CMS sends as a number or a string; undefined unless positive. */
const dimension = z
  .union([z.number(), z.string()])
  .optional()
  .transform((value) => {
    const number = typeof value === "string" ? Number.parseInt(value, 10) : value;
    return number && Number.isFinite(number) && number > 0 ? number : undefined;
  });

/** A Sitecore image field with a safe source; an empty image (`{ value: {} }`) is undefined. */
export const imageField = emptyAsUndefined(
  "src",
  z.object({
    value: z
      .object({
        src: safeMediaSrc,
        alt: z.string().optional(),
        width: dimension,
        height: dimension,
      })
      .loose(),
  }),
);

/** A Sitecore file field (a media item): source, and the type and size when the CMS knows them. */
export const fileField = z.object({
  value: z
    .object({
      src: safeMediaSrc,
      title: z.string().optional(),
      displayName: z.string().optional(),
      extension: z.string().optional(),
      mimeType: z.string().optional(),
      size: z
        .union([z.number(), z.string()])
        .optional()
        .transform((size) => {
          const bytes = typeof size === "string" ? Number(size.trim() || Number.NaN) : size;
          return bytes !== undefined && Number.isFinite(bytes) && bytes >= 0 ? bytes : undefined;
        }),
    })
    .loose(),
});

/** A file field authors may leave empty (a hero's video): undefined then. */
export const optionalFileField = emptyAsUndefined("src", fileField);

/**
 * A rich-text field: the CMS's HTML, never rendered as such. The block's `loadData` sanitises it
 * into nodes on the server (`BlockDataContext.sanitizeRichText`), and the render uses those.
 */
export const richTextField = z.object({ value: z.string() });

/** A droplist field: the chosen item's name, or "" when none. */
export const droplistField = z.object({ value: z.string() });

export type LinkFieldValue = z.output<typeof linkField>["value"];
export type ImageFieldValue = z.output<typeof imageField>;
export type FileFieldValue = z.output<typeof fileField>;
