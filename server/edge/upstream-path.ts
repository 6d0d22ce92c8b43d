/**
 * Paths the edge forwards to an upstream (proxies, image sources) must name a file under the
 * mount's prefix there, read the same way by us and by whatever server is upstream. Anything a
 * server might resolve differently from a URL parser (dot segments in any encoding, encoded or
 * back slashes, double encoding, control characters) is refused before a target URL is built.
 */

export interface UpstreamMount {
  /** Path prefixes the upstream path must start with, each ending in `/` (case-insensitive). */
  prefixes: readonly string[];
  /** Prefixes under those that this mount must not reach (e.g. media paths on the CMS host). */
  excluded?: readonly string[];
}

export type PathCheck = { ok: true } | { ok: false; reason: string };

/** `%2e`, `%2f`, `%5c`, `%25` and control characters, percent-encoded. */
const forbiddenEscape = /%(?:2e|2f|5c|25|[01][0-9a-f]|7f)/i;
// RFC 3986 unreserved characters never need encoding; spelling them encoded (`/-/%6dedia/`) only
// serves to slip past a prefix match that the upstream would see through.
const encodedUnreserved = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2d|5f|7e)/i;

/** True when a path segment could mean "this" or "the parent" to some server (IIS trims dots). */
function isDotSegment(segment: string): boolean {
  const name = segment.split(";")[0] ?? "";
  return name.length > 0 && /^[.\s]+$/.test(name) && name.includes(".");
}

/**
 * Checks a raw request path (as sent, before any decoding; no query) for the tricks above and
 * then requires it, decoded, to stay under one of the mount's prefixes.
 */
export function checkUpstreamPath(rawPath: string, mount: UpstreamMount): PathCheck {
  if (!rawPath.startsWith("/")) return { ok: false, reason: "path must be absolute" };
  if (rawPath.includes("\\")) return { ok: false, reason: "backslash in path" };
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(rawPath)) return { ok: false, reason: "control character" };
  if (forbiddenEscape.test(rawPath) || encodedUnreserved.test(rawPath)) {
    return { ok: false, reason: "encoded dot, slash, backslash, percent or control character" };
  }
  if (rawPath.includes("//")) return { ok: false, reason: "empty path segment" };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, reason: "malformed percent-encoding" };
  }
  // Some servers fold compatibility characters (fullwidth `．`, `／`, `＼`) before routing.
  for (const form of [decoded, decoded.normalize("NFKC")]) {
    if (form.includes("\\")) return { ok: false, reason: "backslash in path" };
    if (form.split("/").some(isDotSegment)) return { ok: false, reason: "dot segment" };
    if (!isUnderMount(form, mount)) return { ok: false, reason: "outside the mount" };
  }
  return { ok: true };
}

/** True when a (decoded) path starts with one of the mount's prefixes and none of its exclusions. */
export function isUnderMount(path: string, mount: UpstreamMount): boolean {
  const lower = path.toLowerCase();
  const startsWithAny = (prefixes: readonly string[]) =>
    prefixes.some((prefix) => lower.startsWith(prefix.toLowerCase()));
  return startsWithAny(mount.prefixes) && !startsWithAny(mount.excluded ?? []);
}

/** The edge media host's files. */
export const mediaMount: UpstreamMount = { prefixes: ["/-/media/", "/-/jssmedia/"] };

/** The CMS host's APIs and files (with its API key): never its copies of the media paths. */
export const contentHostMount: UpstreamMount = {
  prefixes: ["/sitecore/api/", "/sitecore/service/", "/-/"],
  excluded: mediaMount.prefixes,
};
