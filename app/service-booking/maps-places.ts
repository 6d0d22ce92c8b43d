/// <reference types="google.maps" />
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";
import type { PlaceSearch } from "./places";

/** Sweden only, in Swedish (specs/service-flows.md §7), whatever the page's language. */
const REGION = "se";
const LANGUAGE = "sv";

/** The maps library's places, loading its script with our key unless a map already did. */
async function placesLibrary(apiKey: string): Promise<google.maps.PlacesLibrary> {
  if (!window.google?.maps?.importLibrary) {
    setOptions({ key: apiKey, language: LANGUAGE, region: REGION });
  }
  return importLibrary("places");
}

/**
 * Place search through the maps service's autocomplete (one billing session from the first
 * keystroke to the chosen place). Fails when the script cannot load: the caller falls back.
 */
export async function mapsPlaceSearch(apiKey: string): Promise<PlaceSearch> {
  const places = await placesLibrary(apiKey);
  let session = new places.AutocompleteSessionToken();
  const predictions = new Map<string, google.maps.places.PlacePrediction>();
  return {
    async search(term, signal) {
      if (term.trim() === "") return [];
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: term,
        includedRegionCodes: [REGION],
        language: LANGUAGE,
        region: REGION,
        sessionToken: session,
      });
      if (signal.aborted) return [];
      return suggestions.flatMap(({ placePrediction }) => {
        if (!placePrediction) return [];
        predictions.set(placePrediction.placeId, placePrediction);
        return [{ id: placePrediction.placeId, label: placePrediction.text.text }];
      });
    },
    async resolve(suggestion) {
      const place =
        predictions.get(suggestion.id)?.toPlace() ??
        new places.Place({ id: suggestion.id, requestedLanguage: LANGUAGE });
      await place.fetchFields({ fields: ["displayName", "location", "addressComponents"] });
      session = new places.AutocompleteSessionToken();
      predictions.clear();
      if (!place.location) throw new Error(`the place has no position: ${suggestion.id}`);
      const county = place.addressComponents?.find((component) =>
        component.types.includes("administrative_area_level_1"),
      )?.longText;
      return {
        name: place.displayName ?? suggestion.label,
        latitude: place.location.lat(),
        longitude: place.location.lng(),
        placeId: suggestion.id,
        ...(county ? { region: county } : {}),
      };
    },
  };
}
