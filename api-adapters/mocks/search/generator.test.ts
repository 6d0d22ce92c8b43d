// @vitest-environment node
import { describe, expect, it } from "vitest";
import { carSchema, dealerSiteSchema } from "../../search/schemas";
import { generateDemoSearchData } from "./generator";

const data = generateDemoSearchData();
const allCars = Object.values(data.carsBySite).flat();

describe("demo search data", () => {
  it("is deterministic", () => {
    expect(generateDemoSearchData()).toEqual(data);
  });

  it("has the planned number of cars per site, over 600 in all", () => {
    expect(
      Object.fromEntries(
        Object.entries(data.carsBySite).map(([site, cars]) => [site, cars.length]),
      ),
    ).toEqual({
      "automotive-se": 160,
      "retail-uk": 120,
      "automotive-no": 80,
      "carstore-se": 70,
      "carstore-fi": 70,
      "carstore-no": 60,
      "carstore-sk": 50,
    });
    expect(allCars.length).toBeGreaterThanOrEqual(600);
  });

  it("passes the Car and Site schemas everywhere", () => {
    for (const car of allCars) expect(carSchema.safeParse(car).error).toBeUndefined();
    for (const site of Object.values(data.sitesBySite).flat()) {
      expect(dealerSiteSchema.safeParse(site).error).toBeUndefined();
    }
  });

  it("gives every car a unique numeric id and an ascii slug of brand, model, variant and year", () => {
    expect(new Set(allCars.map((car) => car.car_id)).size).toBe(allCars.length);
    for (const car of allCars) {
      expect(car.car_id).toMatch(/^\d+$/);
      expect(car.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(car.slug.endsWith(`-${car.car_year}`)).toBe(true);
    }
    expect(allCars.find((car) => car.car_brand === "Škoda")?.slug).toMatch(/^skoda-/);
  });

  it("has 3–8 dealer sites per market with a workshop, and cars sold at them", () => {
    for (const [site, sites] of Object.entries(data.sitesBySite)) {
      expect(sites.length).toBeGreaterThanOrEqual(3);
      expect(sites.length).toBeLessThanOrEqual(8);
      for (const dealer of sites) {
        expect(dealer.site_departments?.some((department) => department.group === "Workshop")).toBe(
          true,
        );
        expect(dealer.site_geocoord).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
      }
      const ids = new Set(sites.map((dealer) => dealer.site_id));
      for (const car of data.carsBySite[site] ?? [])
        expect(ids.has(car.car_site_id ?? "")).toBe(true);
    }
  });

  it("puts the first site of every market on holiday today, with deviation days and staff", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const sites of Object.values(data.sitesBySite)) {
      const workshop = sites[0]?.site_departments?.find((entry) => entry.group === "Workshop");
      const holidays = workshop?.openingschedule?.vacationdays ?? [];
      expect(
        holidays.some(
          (day) => (day.vacationstart ?? "") <= today && today <= (day.vacationend ?? ""),
        ),
      ).toBe(true);
      expect(workshop?.openingschedule?.deviationdays?.length).toBeGreaterThan(0);
      for (const dealer of sites)
        for (const department of dealer.site_departments ?? [])
          expect(department.users?.every((user) => Boolean(user.title))).toBe(true);
    }
  });

  it("gives the workshops of new-car markets underscore brand codes, FI_TR among them", () => {
    const codes = (data.sitesBySite["automotive-se"] ?? []).flatMap((dealer) =>
      (dealer.site_departments ?? []).flatMap((entry) =>
        (entry.brands ?? []).map((brand) => brand.brand_code ?? ""),
      ),
    );
    expect(codes.some((code) => /^[A-Z]+_TR$/.test(code) && code !== "FI_TR")).toBe(true);
    expect(codes).toContain("FI_TR");
  });

  it("marks 4–6 cars of the week per site and has campaigns, vans, samples and finance", () => {
    for (const cars of Object.values(data.carsBySite)) {
      const count = cars.filter((car) => car.caroftheweek).length;
      expect(count).toBeGreaterThanOrEqual(4);
      expect(count).toBeLessThanOrEqual(6);
    }
    const share = allCars.filter((car) => car.car_has_campaign_price).length / allCars.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.2);
    const vans = allCars.filter((car) => car.car_vehicle_type_code === "LCV");
    expect(vans.length).toBeGreaterThan(5);
    for (const van of vans) expect(van.car_retail_price_exkl_vat).toBe(van.car_price);
    expect(allCars.some((car) => car.car_is_sample && (car.linked_vehicles?.length ?? 0) > 0)).toBe(
      true,
    );
    expect(allCars.some((car) => car.car_loan_option?.contract_durations?.length)).toBe(true);
    expect(allCars.some((car) => car.car_has_privateleasing)).toBe(true);
    expect(allCars.some((car) => car.car_has_companyleasing)).toBe(true);
  });

  it("speaks each market's language, unit and currency", () => {
    const se = data.carsBySite["automotive-se"] ?? [];
    expect(
      se.every((car) => car.car_price_currency === "SEK" && car.car_mileage_text?.endsWith(" mil")),
    ).toBe(true);
    expect(new Set(se.map((car) => car.car_fuel))).toContain("El");
    const uk = data.carsBySite["retail-uk"] ?? [];
    expect(uk.every((car) => car.car_price_text?.startsWith("£"))).toBe(true);
    expect(uk.find((car) => car.car_firstregistration)?.car_firstregistration).toMatch(
      /^\d{2}\/\d{2}\/\d{4}$/,
    );
    const fi = data.carsBySite["carstore-fi"] ?? [];
    expect(fi.find((car) => car.car_firstregistration)?.car_firstregistration).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(new Set(fi.map((car) => car.car_condition))).toEqual(new Set(["Käytetty"]));
  });

  it("draws images from same-origin media paths with an inline blur preview", () => {
    for (const car of allCars) {
      expect(car.car_primary_image?.thumbnail_url).toBe(`/-/media/cars/${car.car_id}/1.svg`);
      expect(car.car_images?.length).toBeGreaterThanOrEqual(3);
      expect(car.car_images?.length).toBeLessThanOrEqual(8);
      expect(car.car_primary_image?.blur_data_url).toMatch(/^data:image\/svg\+xml,/);
      expect(car.car_equipment?.length).toBeGreaterThanOrEqual(10);
    }
  });
});
