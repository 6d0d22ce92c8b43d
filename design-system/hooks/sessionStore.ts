/**
 * The browser's session storage, or null where there is none: on the server, and where the
 * browser blocks storage (privacy settings, sandboxed frames), which throws on access.
 */
export function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
