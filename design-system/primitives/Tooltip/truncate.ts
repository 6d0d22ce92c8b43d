/** Tooltips are cut at this many characters (specs: shell and content). */
export const TOOLTIP_MAX_LENGTH = 288;

/**
 * The text a tooltip shows: unchanged up to 288 characters, otherwise its first 288 characters
 * plus an ellipsis ("…"). Counts characters, not UTF-16 units, so an emoji is never split.
 */
export function truncateTooltip(text: string): string {
  const characters = Array.from(text);
  if (characters.length <= TOOLTIP_MAX_LENGTH) return text;
  return `${characters.slice(0, TOOLTIP_MAX_LENGTH).join("")}…`;
}
