import { z } from "zod";
import type { MediaImage } from "../../../design-system";
import { linkField } from "../../composer/fields";

/*
 * Field shapes the content blocks need beyond app/composer/fields.ts: images, files (videos),
 * checkboxes, rich text, droplists. Media sources may only be site paths or http(s) URLs.
 */

/** A media URL: a site path (not `//host` or `/\host`) or http(s); empty means "not set". */
export const safeMediaSrc = z
  .string()
  .trim()
  .refine(
    (src) =>
      src === "" ||
      (src.startsWith("/") && !/^\/[/\\]/.test(src)) ||
      /^https?:\/\/[^/\\]/i.test(src),
    "media src must be a site path or an http(s) URL",
  );

const dimension = z
  .union([z.number(), z.string()])
  .optional()
  .transform((value) => {
    const number = typeof value === "string" ? Number.parseInt(value, 10) : value;
    return number && Number.isFinite(number) && number > 0 ? number : undefined;
  });

/** A link target: a site path (not `//host` or `/\host`), an anchor, http(s), mailto or tel. */
export function isSafeHref(href: string): boolean {
  return (
    (href.startsWith("/") && !/^\/[/\\]/.test(href)) ||
    href.startsWith("#") ||
    /^(https?:\/\/[^/\\]|mailto:|tel:)/i.test(href)
  );
}

/**
 * A general link that authors may leave empty (`{ value: { href: "" } }`): undefined then;
 * otherwise the shared link field (safe href).
 */
export const optionalLinkField = z
  .union([
    z
      .object({ value: z.object({ href: z.string().trim().length(0) }).loose() })
      .transform(() => undefined),
    linkField,
  ])
  .optional();

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

/** A Sitecore image field; `{ value: {} }` when authors left it empty. */
export const imageField = z.object({
  value: z
    .object({
      src: safeMediaSrc.optional(),
      alt: z.string().optional(),
      width: dimension,
      height: dimension,
    })
    .loose(),
});

/** A Sitecore file field (videos); `{ value: {} }` when empty. */
export const fileField = z.object({
  value: z.object({ src: safeMediaSrc.optional(), title: z.string().optional() }).loose(),
});

/** A Sitecore checkbox field: `{ value: true }` (or "1" from some serialisers). */
export const checkboxField = z
  .object({ value: z.union([z.boolean(), z.string()]) })
  .optional()
  .transform((field) => field?.value === true || field?.value === "1" || field?.value === "true");

/**
 * A rich-text field: the CMS's HTML, never rendered as such. The block's `loadData` sanitises it
 * into nodes on the server (`BlockDataContext.sanitizeRichText`), and the render uses those.
 */
export const richTextField = z.object({ value: z.string() });

/** A droplist field: the chosen item's name, or "" when none. */
export const droplistField = z.object({ value: z.string() });

type ImageFieldValue = z.output<typeof imageField>;
type FileFieldValue = z.output<typeof fileField>;

/** The image of a field, or undefined when it has no source (specs: the hero needs an src). */
export function toImage(field: ImageFieldValue | undefined): MediaImage | undefined {
  const value = field?.value;
  if (!value?.src) return undefined;
  return { src: value.src, alt: value.alt ?? "", width: value.width, height: value.height };
}

export function toFileSrc(field: FileFieldValue | undefined): string | undefined {
  return field?.value.src || undefined;
}

export function nonEmpty(field: { value: string } | undefined): string | undefined {
  const text = field?.value.trim();
  return text ? text : undefined;
}

/** Fills `{name}` placeholders of a dictionary text. */
export { fillTemplate as fill } from "../../../design-system";
