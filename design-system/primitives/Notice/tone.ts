import type { IconName } from "../Icon";

export const noticeTones = ["info", "success", "warning", "error"] as const;
export type NoticeTone = (typeof noticeTones)[number];

/** The icon each tone shows (overridable, e.g. CampaignAlert for a campaign banner). */
export const noticeIcons: Record<NoticeTone, IconName> = {
  info: "Info",
  success: "Check",
  warning: "Warning",
  error: "WarningAlert",
};

/**
 * The live-region role: only for a notice that appears in response to something (`live`);
 * polite `status` for info and success, assertive `alert` for warnings and errors. A notice that
 * is simply part of the page has no role, so it is not announced out of context.
 */
export function noticeRole(tone: NoticeTone, live: boolean): "status" | "alert" | undefined {
  if (!live) return undefined;
  return tone === "info" || tone === "success" ? "status" : "alert";
}
