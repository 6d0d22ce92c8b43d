import Fuse, { type IFuseOptions } from "fuse.js";
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

/** The fuzzy index over the markers (built once per marker list). */
export function createMarkerSearch(markers: readonly LocatorMarker[]): MarkerSearch {
  const fuse = new Fuse(markers, FUSE_OPTIONS);
  return {
    search(term, limit) {
      const trimmed = term.trim();
      if (trimmed === "") return [];
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
