/*
 * The car detail page's constants (marketplace spec §9) and the small rules built on them.
 */

/** Equipment is collapsed to this height on the desktop two-column layout. */
export const EQUIPMENT_COLLAPSED_HEIGHT = "50px";

/** Equipment's collapsed height on the alternate (single-column, phone) layout. */
export const EQUIPMENT_COLLAPSED_HEIGHT_ALTERNATE = "190px";

/** The description is collapsed to this height. */
export const DESCRIPTION_COLLAPSED_HEIGHT = "300px";

/** Technical data shows this many rows, then "show more". */
export const TECHNICAL_ROWS_SHOWN = 5;

/** A sample car's equipment shows this many items, then "show more" … */
export const SAMPLE_EQUIPMENT_SHOWN = 3;

/** … unless it has this many or fewer: then all of them (no button for one more item). */
export const SAMPLE_EQUIPMENT_SHOW_ALL_UP_TO = 4;

/** The NCAP rating's number of stars. */
export const NCAP_MAX_STARS = 5;

/** How many of a sample car's equipment items show while collapsed: 3, or all when 4 or fewer. */
export function sampleEquipmentShown(count: number): number {
  return count <= SAMPLE_EQUIPMENT_SHOW_ALL_UP_TO ? count : SAMPLE_EQUIPMENT_SHOWN;
}

/** How many technical rows show while collapsed. */
export function technicalRowsShown(count: number): number {
  return Math.min(count, TECHNICAL_ROWS_SHOWN);
}

/** The description's paragraphs (split at blank lines), each a list of lines; empty ones go. */
export function descriptionParagraphs(text: string | undefined): string[][] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0);
}

/** A tel: link for a phone number as typed ("08-123 45 67" → "tel:081234567"); keeps a leading +. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${digits}`;
}

/** NCAP stars clamped to 0–5 and whole stars; none for a missing or non-numeric value. */
export function ncapStars(value: number | undefined): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  return Math.min(NCAP_MAX_STARS, Math.max(0, Math.round(value)));
}
