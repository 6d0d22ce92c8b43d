import type { MediaImage } from "../../design-system";
import type { FileFieldValue, ImageFieldValue, LinkFieldValue } from "./fields";

/*
 * What renders make of parsed field values (./fields.ts). No zod here: these run wherever the
 * block renders, the field schemas only where fields are parsed.
 */

export function toLink(field: { value: LinkFieldValue } | undefined) {
  return field && field.value.text ? { href: field.value.href, text: field.value.text } : undefined;
}

/** The image of a field, or undefined when it has none (specs: the hero needs an src). */
export function toImage(field: ImageFieldValue | undefined): MediaImage | undefined {
  const value = field?.value;
  if (!value?.src) return undefined;
  return { src: value.src, alt: value.alt ?? "", width: value.width, height: value.height };
}

export function toFileSrc(field: FileFieldValue | undefined): string | undefined {
  return field?.value.src || undefined;
}

/** A text field's trimmed value, or undefined when it is empty. */
export function nonEmpty(field: { value: string } | undefined): string | undefined {
  const text = field?.value.trim();
  return text ? text : undefined;
}
