/**
 * Browser cookies by name: one small helper for every client-side cookie the app sets (e.g. the
 * alert banner's `hideAlert`). Cookies are set for the whole site (`path=/`) with `SameSite=Lax`;
 * `Secure` is added on https pages. Browser only: on the server these read nothing and set nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CookieOptions {
  /** Lifetime in days from now; a session cookie when left out. */
  days?: number;
}

/** The `document.cookie` assignment for a cookie (exported for tests). */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  now: Date = new Date(),
  secure = false,
): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, "path=/"];
  if (options.days !== undefined) {
    parts.push(`expires=${new Date(now.getTime() + options.days * DAY_MS).toUTCString()}`);
  }
  parts.push("SameSite=Lax");
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

/** The value of a cookie in a `Cookie` header or `document.cookie` string, or undefined. */
export function parseCookie(cookieString: string, name: string): string | undefined {
  for (const pair of cookieString.split(";")) {
    const separator = pair.indexOf("=");
    if (separator === -1) continue;
    const key = pair.slice(0, separator).trim();
    if (safeDecode(key) !== name) continue;
    return safeDecode(pair.slice(separator + 1).trim());
  }
  return undefined;
}

/** `decodeURIComponent`, or the text as it is when it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Sets a cookie with path `/` and, when `days` is given, an expiry that many days from now. */
export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === "undefined") return;
  const secure = typeof location !== "undefined" && location.protocol === "https:";
  document.cookie = serializeCookie(name, value, options, new Date(), secure);
}

/** Reads a cookie by name (browser only). */
export function getCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  return parseCookie(document.cookie, name);
}
