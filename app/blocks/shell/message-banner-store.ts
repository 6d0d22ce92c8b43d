/**
 * Dismissed message banners, remembered per title for the browser session (specs: session
 * storage). Storage that is unavailable (disabled, private mode quota) forgets quietly: the
 * banner then shows again on the next page load, which is the safe side.
 */

export const MESSAGE_BANNER_STORAGE_KEY = "messageBanner.dismissedTitles";

/** Same-tab changes: the `storage` event only reaches other tabs. */
const changeEvent = "forecourt:message-banner-dismissed";

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function dismissedTitles(storage: Storage | null = sessionStore()): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(MESSAGE_BANNER_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

export function isTitleDismissed(title: string, storage: Storage | null = sessionStore()) {
  return dismissedTitles(storage).includes(title.trim());
}

export function rememberDismissed(title: string, storage: Storage | null = sessionStore()) {
  const titles = dismissedTitles(storage);
  const key = title.trim();
  if (!titles.includes(key)) titles.push(key);
  try {
    storage?.setItem(MESSAGE_BANNER_STORAGE_KEY, JSON.stringify(titles));
  } catch {
    // Quota or disabled storage: dismissed for this page view only.
  }
  if (typeof window !== "undefined") window.dispatchEvent(new Event(changeEvent));
}

/** For useSyncExternalStore: calls back when a banner is dismissed in this tab or another. */
export function subscribeToDismissals(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}
