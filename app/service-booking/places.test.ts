// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PlaceSearch } from "./places";

const online: PlaceSearch = {
  search: vi.fn(async () => [{ id: "ChIJ-gbg", label: "Göteborg, Sverige" }]),
  resolve: vi.fn(async () => ({
    name: "Göteborg",
    latitude: 57.7,
    longitude: 11.97,
    placeId: "ChIJ-gbg",
  })),
};
const mapsPlaceSearch = vi.fn(async (_key: string): Promise<PlaceSearch> => online);
vi.mock("./maps-places", () => ({ mapsPlaceSearch: (key: string) => mapsPlaceSearch(key) }));

const { createPlaceSearch, offlinePlaceSearch } = await import("./places");
const signal = () => new AbortController().signal;

afterEach(() => vi.clearAllMocks());

describe("createPlaceSearch", () => {
  it("uses the offline list without a key, never loading the maps library", async () => {
    expect(createPlaceSearch({})).toBe(offlinePlaceSearch);
    await createPlaceSearch({}).search("upp", signal());
    expect(mapsPlaceSearch).not.toHaveBeenCalled();
  });

  it("searches and resolves through the maps service with a key, loading it once", async () => {
    const places = createPlaceSearch({ mapsApiKey: "browser-key" });
    const [suggestion] = await places.search("göte", signal());
    await places.search("göteb", signal());
    expect(suggestion).toEqual({ id: "ChIJ-gbg", label: "Göteborg, Sverige" });
    if (!suggestion) throw new Error("no suggestion");
    await expect(places.resolve(suggestion)).resolves.toMatchObject({ placeId: "ChIJ-gbg" });
    expect(mapsPlaceSearch).toHaveBeenCalledTimes(1);
    expect(mapsPlaceSearch).toHaveBeenCalledWith("browser-key");
  });

  it("falls back to the offline list when the maps script fails, or a search does", async () => {
    mapsPlaceSearch.mockRejectedValueOnce(
      new Error("The Google Maps JavaScript API could not load."),
    );
    const failedScript = createPlaceSearch({ mapsApiKey: "browser-key" });
    const [offline] = await failedScript.search("upps", signal());
    expect(offline).toEqual({ id: "offline:Uppsala", label: "Uppsala, Sverige" });
    if (!offline) throw new Error("no suggestion");
    await expect(failedScript.resolve(offline)).resolves.toMatchObject({
      name: "Uppsala",
      region: "Uppsala län",
    });

    vi.mocked(online.search).mockRejectedValueOnce(new Error("OVER_QUERY_LIMIT"));
    const failedSearch = createPlaceSearch({ mapsApiKey: "browser-key" });
    await expect(failedSearch.search("upps", signal())).resolves.toEqual([offline]);
  });

  it("answers nothing once the search is aborted, and refuses ids it did not give", async () => {
    const aborted = new AbortController();
    aborted.abort();
    await expect(offlinePlaceSearch.search("upps", aborted.signal)).resolves.toEqual([]);
    await expect(
      offlinePlaceSearch.resolve({ id: "offline:Atlantis", label: "Atlantis" }),
    ).rejects.toThrow(/offline list/);
  });
});
