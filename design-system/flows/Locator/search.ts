import Fuse, { type FuseIndexObjectRecord, type IFuseOptions } from "fuse.js";
import { approximateMatcher, MAX_APPROXIMATE_PATTERN } from "./approximateMatch";
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

const SEARCHED_KEYS = ["name", "city", "address", "zip"] as const;

/** The edits a term of this length may have to match: fuse.js's bitap stops at errors / length > threshold. */
export function allowedEdits(patternLength: number, threshold: number): number {
  return Math.floor(threshold * patternLength + 1e-9);
}

/**
 * The fuzzy index over the markers (built once per marker list). A keystroke first finds the
 * fields that hold the term within the edits the threshold allows (one bit-parallel pass per
 * field), then lets fuse.js score just those fields over the same index records: the same hits
 * in the same order as fuse.js over every marker, because a field fuse.js would not match adds
 * nothing to a record's score. fuse.js's own bitap makes a pass per edit level over every field
 * of every marker, which cost 6-7 ms per keystroke over 900 markers (issue 18: ≤ 2 ms;
 * `npm run bench:locator-search`).
 */
export function createMarkerSearch(markers: readonly LocatorMarker[]): MarkerSearch {
  const index = Fuse.createIndex(FUSE_OPTIONS.keys ?? [], markers);
  const { keys } = index.toJSON();
  // Markers are objects: their index holds object records (one value per key).
  const records = index.toJSON().records as readonly FuseIndexObjectRecord[];
  const fuse = new Fuse(markers, FUSE_OPTIONS, index);
  // fuse.js compares lower-cased text (isCaseSensitive: false).
  const fields = markers.map((marker) => SEARCHED_KEYS.map((key) => marker[key].toLowerCase()));
  const threshold = FUSE_OPTIONS.threshold ?? 0.6;
  return {
    search(term, limit) {
      const trimmed = term.trim();
      if (trimmed === "") return [];
      const pattern = trimmed.toLowerCase();
      if (pattern.length <= MAX_APPROXIMATE_PATTERN) {
        const matches = approximateMatcher(pattern, allowedEdits(pattern.length, threshold));
        const candidates: FuseIndexObjectRecord[] = [];
        for (const record of records) {
          let matchingFields: FuseIndexObjectRecord["$"] | undefined;
          fields[record.i]?.forEach((text, keyIndex) => {
            const value = record.$[keyIndex];
            if (value !== undefined && matches(text)) {
              matchingFields ??= {};
              matchingFields[keyIndex] = value;
            }
          });
          if (matchingFields) candidates.push({ i: record.i, $: matchingFields });
        }
        fuse.setCollection(markers, Fuse.parseIndex({ keys, records: candidates }));
      } else {
        // fuse.js cuts longer terms into chunks and averages their scores: let it see everything.
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
