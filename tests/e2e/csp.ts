import { createHash } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

/**
 * The test's own reading of a page's CSP and inline elements, independent of server/edge/csp.ts:
 * it recomputes what the policy must list from the HTML as sent.
 */

export const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export function cspOf(headers: IncomingHttpHeaders): string {
  const value = headers["content-security-policy"];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
}

/** The sources of one directive (`script-src` -> ["'self'", "'sha256-…'", …]). */
export function directiveSources(csp: string, name: string): string[] {
  const directive = csp
    .split(";")
    .map((entry) => entry.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive ? directive.slice(1) : [];
}

export const hashSources = (sources: string[]) => sources.filter((s) => s.startsWith("'sha256-"));

/** Bodies of the inline scripts (no `src`; data blocks such as JSON-LD never run) and styles. */
export function inlineBodies(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [, name, attributes = "", body = ""] of html.matchAll(
    /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi,
  )) {
    if (name?.toLowerCase() === "style") styles.push(body);
    else if (!/\bsrc=/i.test(attributes) && !/type="application\/(ld\+)?json"/i.test(attributes))
      scripts.push(body);
  }
  return { scripts, styles };
}

/** Start tags in the HTML that carry a nonce attribute (there must be none in cached HTML). */
export const nonceAttributes = (html: string) => html.match(/<[a-z][^>]*\snonce(=|\s|>)/gi) ?? [];
