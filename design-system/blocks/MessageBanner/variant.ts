import type { IconName } from "../../primitives/Icon";

/** The CMS message types (specs: Warning, Neutral, Dark, or the default campaign look). */
export const messageBannerVariants = ["default", "warning", "neutral", "dark"] as const;
export type MessageBannerVariant = (typeof messageBannerVariants)[number];

/** Maps the CMS type ("Warning", "neutral", …) to a variant; empty or unknown is the default. */
export function toMessageBannerVariant(type: string | undefined): MessageBannerVariant {
  const value = type?.trim().toLowerCase() ?? "";
  return (messageBannerVariants as readonly string[]).includes(value)
    ? (value as MessageBannerVariant)
    : "default";
}

/** Warnings show WarningAlert; every other message shows CampaignAlert (specs). */
export function messageBannerIcon(variant: MessageBannerVariant): IconName {
  return variant === "warning" ? "WarningAlert" : "CampaignAlert";
}

/** Warnings cannot be dismissed and always show (specs); the other types can be. */
export function isMessageBannerDismissible(variant: MessageBannerVariant): boolean {
  return variant !== "warning";
}

/**
 * Collapse on scroll, with hysteresis so the banner never flips back and forth: it collapses
 * once the page has scrolled its own full height plus `offset` (so when scroll anchoring takes
 * the height it gave up off the scroll position, the page is still past the point where it
 * expands), and expands again only near the top (less than half the offset).
 */
export const MESSAGE_BANNER_COLLAPSE_OFFSET = 100;

export function nextMessageBannerCollapsed(
  collapsed: boolean,
  scrollY: number,
  expandedHeight: number,
  offset: number = MESSAGE_BANNER_COLLAPSE_OFFSET,
): boolean {
  if (collapsed) return scrollY >= offset / 2;
  return scrollY > expandedHeight + offset;
}
