import { z } from "zod";

/**
 * zod schemas for Sitecore field shapes, shared by every block binding. A link may only point
 * to a site path or to http(s), mailto and tel: authors cannot inject `javascript:` URLs.
 */
const safeHref = z
  .string()
  .trim()
  .min(1)
  .refine(
    // A site path, but not "//host" or "/\host", which browsers read as another host.
    (href) => /^\/(?![/\\])/.test(href) || /^(https?:|mailto:|tel:|#)/i.test(href),
    "href must be a site path or an http(s), mailto or tel URL",
  );

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

/** Sitecore sends checkbox params as "1"/"true"; anything else is false. */
export const booleanParam = z
  .string()
  .optional()
  .transform((value) => value === "1" || value?.toLowerCase() === "true");

export type LinkFieldValue = z.output<typeof linkField>["value"];

export function toLink(field: { value: LinkFieldValue } | undefined) {
  return field && field.value.text ? { href: field.value.href, text: field.value.text } : undefined;
}
