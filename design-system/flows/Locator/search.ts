import Fuse, { type FuseIndexObjectRecord, type IFuseOptions } from "fuse.js";
import type { Geocoder, LocatorMarker, OfflinePlace } from "./types";

/** Marker search (specs §9): weighted keys, threshold 0.4, minimum match length 2, 5 suggestions. */
export const FUSE_OPTIONS: IFuseOptions<LocatorMarker> = {
  keys: [
    { name: "name", weight: 0.5 },
    { name: "city", weight: 0.3 },
    { name: "address", weight: 0.15 },
    { name: "zip", weight: 0.05 },
  ],
  threshold: 0.4,
  minMatchCharLength: 2,
  ignoreLocation: true,
};
export const SUGGESTION_LIMIT = 5;

export interface MarkerSearch {
  /** Every marker matching the term, best first; none for an empty trimmed term. */
  search(term: string, limit?: number): LocatorMarker[];
}

/** fuse.js's bitap handles patterns up to this length in one piece (longer ones in chunks). */
const BITAP_MAX_PATTERN = 32;
const SEARCHED_KEYS = ["name", "city", "address", "zip"] as const;

/**
 * Pieces of the (lower-cased) pattern of which every fuzzy match contains at least one verbatim:
 * a match within the threshold has at most k = ⌊threshold × length⌋ edits, and k edits can
 * touch at most k of k + 1 disjoint pieces (the pigeonhole filter of approximate matching).
 */
export function exactPieces(pattern: string, threshold: number): string[] {
  const edits = Math.floor(threshold * pattern.length + 1e-9);
  const count = Math.min(edits + 1, pattern.length);
  const size = pattern.length / count;
  return Array.from({ length: count }, (_, index) =>
    pattern.slice(Math.round(index * size), Math.round((index + 1) * size)),
  );
}

/**
 * The fuzzy index over the markers (built once per marker list). A keystroke first drops the
 * markers that cannot match (none of their fields holds any of the pattern's exact pieces, a
 * few `includes` each), then lets fuse.js score the rest over the same index records: the same
 * hits in the same order as fuse.js over all markers, at a fraction of the bitap work
 * (issue 18: ≤ 2 ms per keystroke over 900 markers; `npm run bench:locator-search`).
 */
export function createMarkerSearch(markers: readonly LocatorMarker[]): MarkerSearch {
  const index = Fuse.createIndex(FUSE_OPTIONS.keys ?? [], markers);
  const { keys } = index.toJSON();
  // Markers are objects: their index holds object records (one value per key).
  const records = index.toJSON().records as readonly FuseIndexObjectRecord[];
  const fuse = new Fuse(markers, FUSE_OPTIONS, index);
  // Fields joined by a character no piece holds, so one `includes` asks every field at once.
  const haystacks = markers.map((marker) =>
    SEARCHED_KEYS.map((key) => marker[key].toLowerCase()).join("\u0000"),
  );
  const threshold = FUSE_OPTIONS.threshold ?? 0.6;
  return {
    search(term, limit) {
      const trimmed = term.trim();
      if (trimmed === "") return [];
      const pattern = trimmed.toLowerCase();
      if (pattern.length <= BITAP_MAX_PATTERN) {
        const pieces = exactPieces(pattern, threshold);
        const candidates = records.filter((record) => {
          const haystack = haystacks[record.i] ?? "";
          return pieces.some((piece) => haystack.includes(piece));
        });
        fuse.setCollection(markers, Fuse.parseIndex({ keys, records: candidates }));
      } else {
        fuse.setCollection(markers, index);
      }
      const hits = limit === undefined ? fuse.search(trimmed) : fuse.search(trimmed, { limit });
      return hits.map((hit) => hit.item);
    },
  };
}

const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();

/**
 * The geocoder without the maps service: the term (before any comma) matched against the place
 * list by name, exact first, then by prefix. Unknown: ZERO_RESULTS, as the service says.
 */
export function offlineGeocoder(places: readonly OfflinePlace[]): Geocoder {
  return async (term) => {
    const wanted = folded(term.split(",")[0] ?? "");
    const place =
      wanted.length < 2
        ? undefined
        : (places.find((entry) => folded(entry.name) === wanted) ??
          places.find((entry) => folded(entry.name).startsWith(wanted)));
    return place
      ? {
          ok: true,
          name: `${place.name}, ${place.country}`,
          position: { lat: place.lat, lng: place.lng },
        }
      : { ok: false, status: "ZERO_RESULTS" };
  };
}

/** The term as the maps service is asked: with the site's country appended, when it has one. */
export function geocodeQuery(term: string, country?: string): string {
  const trimmed = term.trim();
  return country ? `${trimmed}, ${country}` : trimmed;
}

/** The message logged when geocoding fails (specs §8). */
export function geocodeFailureMessage(status: string): string {
  return `Geocode was not successful for the following reason: ${status}`;
}
