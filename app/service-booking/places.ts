import {
  searchSwedishPlaces,
  swedishPlaces,
  type SwedishPlace,
} from "../../api-adapters/geocoding/swedish-places";
import type {
  PlaceSuggestion,
  ServiceBookingApi,
} from "../../design-system/flows/ServiceBooking/types";

type BookingLocation = Awaited<ReturnType<ServiceBookingApi["resolvePlace"]>>;

/*
 * The service booking's place search (specs/service-flows.md §7: Sweden only, in Swedish; the
 * 300 ms debounce is the input's): through the maps service's autocomplete when the site has a
 * key, else through the offline list of Swedish towns, which also takes over when the maps
 * script cannot load, so the demo works offline.
 */

export interface PlaceSearch {
  search(term: string, signal: AbortSignal): Promise<PlaceSuggestion[]>;
  resolve(suggestion: PlaceSuggestion): Promise<BookingLocation>;
}

const OFFLINE_PREFIX = "offline:";

const offlineSuggestion = (place: SwedishPlace): PlaceSuggestion => ({
  id: `${OFFLINE_PREFIX}${place.name}`,
  label: `${place.name}, Sverige`,
});

/** The offline list's search: suggestions `offline:<town>`, resolved to the town's centre. */
export const offlinePlaceSearch: PlaceSearch = {
  search: async (term, signal) =>
    signal.aborted ? [] : searchSwedishPlaces(term).map(offlineSuggestion),
  resolve: async (suggestion) => {
    const name = suggestion.id.slice(OFFLINE_PREFIX.length);
    const place = swedishPlaces.find((entry) => entry.name === name);
    if (!suggestion.id.startsWith(OFFLINE_PREFIX) || !place) {
      throw new Error(`not a place of the offline list: ${suggestion.id}`);
    }
    return { name: place.name, latitude: place.lat, longitude: place.lng, region: place.county };
  },
};

/**
 * The maps service's search when a key is given (its script loads on the first search), the
 * offline list otherwise or once the script has failed.
 */
export function createPlaceSearch({ mapsApiKey }: { mapsApiKey?: string }): PlaceSearch {
  if (!mapsApiKey) return offlinePlaceSearch;
  let online: Promise<PlaceSearch> | undefined;
  const searcher = () => {
    online ??= import("./maps-places").then(({ mapsPlaceSearch }) => mapsPlaceSearch(mapsApiKey));
    return online.catch(() => offlinePlaceSearch);
  };
  return {
    async search(term, signal) {
      try {
        return await (await searcher()).search(term, signal);
      } catch {
        return offlinePlaceSearch.search(term, signal);
      }
    },
    async resolve(suggestion) {
      if (suggestion.id.startsWith(OFFLINE_PREFIX)) return offlinePlaceSearch.resolve(suggestion);
      return (await searcher()).resolve(suggestion);
    },
  };
}
