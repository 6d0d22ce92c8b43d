/** Where a filled destination may send a visitor, checked after URL resolution. */
import { controlCharacter } from "./pattern";

export type DestinationCheck =
  { ok: true; url: URL; external: boolean } | { ok: false; reason: string };

// Resolving against an origin no request can have tells on-site paths from everything else.
const placeholderOrigin = "http://redirect.invalid";
const absolute = /^https?:\/\//i;
// The origin a template spells out literally, before any placeholder: `https://host/…`.
const literalOriginPattern = /^(https?:\/\/[^/?#\\{}@]+)(?:[/?#]|$)/i;

/**
 * The origin an absolute destination template names in its own text, or null when a placeholder
 * could reach the host (`https://{host}/`, `https://careers.example{path*}`): request input must
 * never choose where an external redirect goes.
 */
function literalOrigin(template: string): string | null {
  const brace = template.indexOf("{");
  const match = literalOriginPattern.exec(template);
  if (!match?.[1]) return null;
  const end = match[1].length;
  if (brace !== -1 && brace <= end) return null;
  if (brace !== -1 && !/[/?#]/.test(template.charAt(end))) return null;
  try {
    return new URL(match[1]).origin;
  } catch {
    return null;
  }
}

/**
 * Checks a filled destination (`template` is the table's text before filling):
 * - a relative destination must be a site path: start with one `/` (not `//`, `/\`, `/%5C`), hold
 *   no backslash or control character, and still be an on-site path starting with a single `/`
 *   after URL resolution (which removes `..` segments);
 * - an absolute one must be `https://` on a host of the table's allow-list, with the origin
 *   written literally in the table.
 */
export function checkDestination(
  filled: string,
  template: string,
  allowedExternalHosts: ReadonlySet<string>,
): DestinationCheck {
  if (controlCharacter.test(filled)) return { ok: false, reason: "holds a control character" };
  let url: URL;
  try {
    url = new URL(filled, placeholderOrigin);
  } catch {
    return { ok: false, reason: "is not a URL" };
  }

  if (url.origin !== placeholderOrigin) {
    if (!absolute.test(filled) || url.protocol !== "https:") {
      return {
        ok: false,
        reason: `leaves the site (${url.protocol}${url.host && `//${url.host}`})`,
      };
    }
    if (!allowedExternalHosts.has(url.hostname)) {
      return { ok: false, reason: `leaves the site (${url.host})` };
    }
    if (literalOrigin(template) !== url.origin) {
      return { ok: false, reason: "leaves the site for a host the table does not write out" };
    }
    return { ok: true, url, external: true };
  }

  if (!/^\/(?![/\\])/.test(filled) || filled.includes("\\") || /%5c/i.test(filled)) {
    return { ok: false, reason: "is not a site path" };
  }
  if (!/^\/(?![/\\])/.test(url.pathname)) {
    return {
      ok: false,
      reason: `resolves to ${url.pathname.slice(0, 80)}, which is not a site path`,
    };
  }
  return { ok: true, url, external: false };
}
