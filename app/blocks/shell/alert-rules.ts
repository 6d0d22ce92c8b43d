import type { NoticeTone } from "../../../design-system";

/** The cookie that remembers a dismissed alert (specs), and for how long. */
export const HIDE_ALERT_COOKIE = "hideAlert";
export const HIDE_ALERT_DAYS = 1;

export interface AlertContent {
  /** The message flag: the alert is switched on. */
  show: boolean;
  type: string;
  title: string;
  text: string;
}

/**
 * An alert shows only if the message flag is set, the message type is non-empty and at least
 * one of title or text is non-empty (specs: validation rules).
 */
export function shouldShowAlert({ show, type, title, text }: AlertContent): boolean {
  return show && type.trim() !== "" && (title.trim() !== "" || text.trim() !== "");
}

const isWarning = (type: string) => type.trim().toLowerCase() === "warning";

/** Warning alerts cannot be dismissed (specs); every other type can. */
export function isAlertDismissible(type: string): boolean {
  return !isWarning(type);
}

/**
 * A dismissed alert stays hidden while the cookie lives. Warnings ignore it: they cannot be
 * dismissed, so a cookie left by another alert must not hide them.
 */
export function isAlertHiddenByCookie(type: string, cookieValue: string | undefined): boolean {
  return isAlertDismissible(type) && cookieValue === "true";
}

/** The notice tone for a message type; an unknown type reads as information. */
export function alertTone(type: string): NoticeTone {
  const value = type.trim().toLowerCase();
  if (value === "warning") return "warning";
  if (value === "error" || value === "danger") return "error";
  if (value === "success") return "success";
  return "info";
}
