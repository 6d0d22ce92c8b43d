import { graphql, HttpResponse } from "msw";
import { LOCATION_SOURCES, type Location } from "../../content/locations";
import { dealerSiteLocations, generateChargingPoints, generateF150Dealers } from "./generator";

/** The demo locations under each fixed parent folder (generated once, deterministic). */
let byParent: Map<string, Location[]> | null = null;
function locationsUnder(path: string): Location[] {
  byParent ??= new Map([
    [LOCATION_SOURCES.f150.path, generateF150Dealers()],
    [LOCATION_SOURCES.supercharge.path, generateChargingPoints()],
    // The default folder holds the dealer-group sites' locations: automotive-se's dealers.
    [LOCATION_SOURCES.default.path, dealerSiteLocations("automotive-se")],
  ]);
  return byParent.get(path) ?? [];
}

/** The content service's Locations query answered from the demo locations. */
export function locationHandlers(endpoint: string) {
  return [
    graphql.link(endpoint).query("Locations", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) {
        return HttpResponse.json({ errors: [{ message: "Missing API key" }] }, { status: 401 });
      }
      const variables = raw as { path: string; first: number };
      const results = locationsUnder(variables.path)
        .slice(0, variables.first)
        .map(({ type: _type, ...fields }) => fields);
      return HttpResponse.json({ data: { locations: { results } } });
    }),
  ];
}
