// @vitest-environment node
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createSearchClient, KITS_PAGE_SIZE } from "../../search/client";
import { kitSchema } from "../../search/schemas";
import { logger } from "../../shared/logger";
import { DEMO_SEARCH_API_KEY, searchHandlers } from "./handlers";
import { DEMO_KIT_COUNT, generateKits } from "./kits";

const kits = generateKits();

describe("demo kits", () => {
  it("are at least 300 valid kits with unique ids, the same every run", () => {
    expect(kits.length).toBe(DEMO_KIT_COUNT);
    expect(DEMO_KIT_COUNT).toBeGreaterThanOrEqual(300);
    expect(new Set(kits.map((kit) => kit.kitId)).size).toBe(kits.length);
    for (const kit of kits) expect(kitSchema.safeParse(kit).success).toBe(true);
    expect(generateKits()).toEqual(kits);
  });

  it("sit in three category levels, with parts, labour and the cars they fit", () => {
    expect(new Set(kits.map((kit) => kit.kitCategory)).size).toBeGreaterThanOrEqual(5);
    for (const kit of kits) {
      expect(kit.kitCategory && kit.kitSubCategory && kit.kitSubSubCategory).toBeTruthy();
      expect(kit.parts.length).toBeGreaterThan(0);
      expect(kit.vehicleFitmentSpecifications.length).toBeGreaterThan(0);
      // The kit's price is its parts' price.
      const parts = kit.parts.reduce((sum, part) => sum + part.retailPrice, 0);
      expect(kit.retailPrice).toBeCloseTo(parts, 2);
    }
    const labour = kits.flatMap((kit) => kit.labourSpecifications);
    expect(labour.length).toBeGreaterThan(200);
    for (const entry of labour) {
      expect(entry.durationHours).toBeGreaterThan(0);
      expect(entry.retailPrice).toBeGreaterThan(0);
    }
    expect(new Set(kits.map((kit) => kit.status))).toEqual(
      new Set(["Aktiivinen", "Tilaustuote", "Poistuva"]),
    );
  });
});

describe("the kits index of the demo search service", () => {
  const endpoint = "https://search.kits.invalid";
  const server = setupServer(...searchHandlers(endpoint));
  const search = createSearchClient({
    endpoint,
    apiKey: DEMO_SEARCH_API_KEY,
    timeoutMs: 5000,
    cache: false,
  });
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());

  it("pages 24 kits with the category tree and the car facets", async () => {
    const outcome = await search.findKits("carstore-fi");
    expect(outcome.ok).toBe(true);
    const { response } = outcome;
    expect(response.content).toHaveLength(KITS_PAGE_SIZE);
    expect(response.total_items).toBe(DEMO_KIT_COUNT);
    const tree = response.facet.find(
      (facet) => facet.name === "kitCategory>kitSubCategory>kitSubSubCategory",
    );
    const exterior = tree?.value.find((value) => value.text === "Ulkovarusteet");
    expect(exterior?.children?.map((child) => child.text)).toContain("Vetokoukut");
    expect(
      exterior?.children
        ?.find((child) => child.text === "Vetokoukut")
        ?.children?.map((leaf) => leaf.text),
    ).toContain("Irrotettava vetokoukku");
    const makes = response.facet.find(
      (facet) => facet.name === "vehicleFitmentSpecifications.make",
    );
    expect(makes?.value.map((value) => value.text)).toContain("Volvo");
    // Sorted by name by default.
    const names = response.content.map((kit) => kit.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { numeric: true })));
  });

  it("filters to a car and a category, and finds kits by keyphrase", async () => {
    const { response } = await search.findKits("carstore-fi", {
      filters: {
        "vehicleFitmentSpecifications.make": ["Volvo"],
        "kitCategory>kitSubCategory>kitSubSubCategory": ["Ulkovarusteet>Vetokoukut"],
      },
      limit: 100,
    });
    expect(response.content.length).toBeGreaterThan(0);
    for (const kit of response.content) {
      expect(kit.vehicleFitmentSpecifications.map((fit) => fit.make)).toContain("Volvo");
      expect(kit.kitSubCategory).toBe("Vetokoukut");
    }
    const byWord = await search.findKits("carstore-fi", { keyphrase: "vetokoukku" });
    expect(byWord.response.total_items).toBeGreaterThan(0);
    expect(byWord.response.content[0]?.name.toLowerCase()).toContain("vetokoukku");
  });

  it("gives the empty result without a call on a site without kits", async () => {
    const outcome = await search.findKits("carstore-se");
    expect(outcome).toEqual({
      ok: true,
      response: { facet: [], content: [], total_items: 0, limit: KITS_PAGE_SIZE, offset: 0 },
    });
  });

  it("tells a failing service from an empty result", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const failing = createSearchClient({
      endpoint: "https://search.kits.invalid/broken",
      apiKey: DEMO_SEARCH_API_KEY,
      timeoutMs: 5000,
      cache: false,
    });
    const outcome = await failing.findKits("carstore-fi");
    expect(outcome.ok).toBe(false);
    expect(outcome.response.content).toEqual([]);
  });
});
