import { z } from "zod";
import { linkField } from "../../composer/fields";

/**
 * Field shapes the shell blocks need beyond app/composer/fields.ts. (Candidates for the shared
 * module once another area needs them.)
 */

/** The shared safe-href rule (site path, http(s), mailto, tel, #): one definition, reused. */
export const safeHref = linkField.shape.value.shape.href;

/** A Sitecore checkbox field: `true`, or "1"/"true" from some serialisers; missing is false. */
export const checkboxField = z
  .object({ value: z.union([z.boolean(), z.string(), z.number()]).nullable() })
  .optional()
  .transform((field) => {
    const value = field?.value;
    return value === true || value === 1 || value === "1" || String(value).toLowerCase() === "true";
  });

/** An image field with a safe source; an empty image (`{ value: {} }`) is left out. */
export const imageField = z.preprocess(
  (field) => (isEmptyValue(field, "src") ? undefined : field),
  z.object({ value: z.object({ src: safeHref, alt: z.string().optional() }) }).optional(),
);

/** A general link field that may be empty: Sitecore sends `{ value: { href: "" } }` for none. */
export const optionalLinkField = z.preprocess(
  (field) => (isEmptyValue(field, "href") ? undefined : field),
  linkField.optional(),
);

/** A Sitecore file field (a media item): source, and the type and size when the CMS knows them. */
export const fileField = z.object({
  value: z.object({
    src: safeHref,
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
  }),
});

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
