import { describe, expect, it } from "vitest";
import { serverTranslator } from "../../i18n/catalogue.server";
import {
  carDetailTexts,
  formatFirstRegistration,
  toCarDetailData,
  toSellerSites,
  type CarDetailViewOptions,
} from "./car-detail-view";
import { plain, testCar as car } from "./test-cars.testing";

const swedish: CarDetailViewOptions = {
  locale: "sv-SE",
  currency: "SEK",
  language: "sv",
  detailPath: "/kop-bil/bil",
  texts: carDetailTexts(serverTranslator("sv")),
};
const british: CarDetailViewOptions = {
  locale: "en-GB",
  currency: "GBP",
  language: "en-GB",
  detailPath: "/buy-car/car",
  texts: carDetailTexts(serverTranslator("en-GB")),
};

const valueOf = (rows: { label: string; value: string }[], label: string) =>
  plain(rows.find((row) => row.label === label)?.value);

describe("car detail view", () => {
  it("writes the first registration DD/MM/YYYY in English, YYYY-MM-DD otherwise", () => {
    expect(formatFirstRegistration("2021-03-09", "en-GB")).toBe("09/03/2021");
    expect(formatFirstRegistration("09/03/2021", "en-GB")).toBe("09/03/2021");
    expect(formatFirstRegistration("09/03/2021", "sv")).toBe("2021-03-09");
    expect(formatFirstRegistration("2021-03-09T00:00:00Z", "fi")).toBe("2021-03-09");
    expect(formatFirstRegistration("March 2021", "sv")).toBe("March 2021");
    const view = toCarDetailData(car({ car_firstregistration: "2021-03-09" }), british);
    expect(valueOf(view.overview, "First registered")).toBe("09/03/2021");
  });

  it("shows the mileage in the market's unit: the index's text, else mil/km/miles", () => {
    expect(valueOf(toCarDetailData(car({ car_mileage: 3200 }), swedish).keyFacts, "Miltal")).toBe(
      "3 200 mil",
    );
    const fi = {
      ...swedish,
      locale: "fi-FI",
      language: "fi",
      texts: carDetailTexts(serverTranslator("fi")),
    };
    expect(
      toCarDetailData(car({ car_mileage: 32000 }), fi).keyFacts.map((row) => plain(row.value)),
    ).toContain("32 000 km");
    expect(toCarDetailData(car({ car_mileage: 9000 }), british).keyFacts).toContainEqual({
      label: "Mileage",
      value: "9,000 miles",
    });
    expect(
      toCarDetailData(car({ car_mileage: 1, car_mileage_text: "12 mil" }), swedish).keyFacts,
    ).toContainEqual({ label: "Miltal", value: "12 mil" });
  });

  it("prices vans without VAT, and shows campaign, retail and monthly cost", () => {
    const van = toCarDetailData(
      car({
        car_vehicle_type_code: "LCV",
        car_price: 500_000,
        car_retail_price: 500_000,
        car_retail_price_exkl_vat: 400_000,
        car_price_text: "500 000 kr",
      }),
      swedish,
    );
    expect(van.isLcv).toBe(true);
    expect(plain(van.price.current)).toBe("400 000 kr");
    const campaign = toCarDetailData(
      car({
        car_has_campaign_price: true,
        car_campaign_price_text: "289 900 kr",
        car_retail_price_text: "309 900 kr",
        car_loan_monthly_cost: 3295,
        car_price_title: "Pris inkl. leverans",
      }),
      swedish,
    );
    expect(campaign).toMatchObject({ hasCampaign: true });
    expect(campaign.price).toMatchObject({
      current: "289 900 kr",
      previous: "309 900 kr",
      note: "Pris inkl. leverans",
    });
    expect(plain(campaign.price.monthly)).toContain("3 295");
  });

  it("maps NCAP stars, linked vehicles, technical rows with units, equipment and the dealer", () => {
    const view = toCarDetailData(
      car({
        car_ncapstars: 5,
        car_power: 204,
        car_equipment: ["Navigation"],
        car_description: "Fin bil.",
        car_site_name: "Automotive Göteborg",
        car_site_city: "Göteborg",
        car_site_leads_email: "leads@example.test",
        car_sellers: [{ name: "Anna", email: "anna@example.test", phone: "031-12 34 56" }],
        linked_vehicles: [
          { vehicle_id: "1002", slug: "kia-niro-gt", link_text: "GT", package_name: "GT-Line" },
        ],
        disable_test_drive: true,
      }),
      swedish,
    );
    expect(view.ncapStars).toBe(5);
    expect(view.linkedVehicles).toEqual([
      { href: "/kop-bil/bil/1002/kia-niro-gt", text: "GT", packageName: "GT-Line" },
    ]);
    expect(view.technical).toContainEqual({
      label: serverTranslator("sv")("Marketplace.TechnicalPower"),
      value: "204",
    });
    expect(view.equipment).toEqual(["Navigation"]);
    expect(view.description).toBe("Fin bil.");
    expect(view.disableTestDrive).toBe(true);
    expect(view.dealer).toMatchObject({
      name: "Automotive Göteborg",
      city: "Göteborg",
      phone: "031-12 34 56",
      email: "leads@example.test",
    });
    expect(view.dealer?.mapsHref).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
  });

  it("gives a sample car no dealer (it lists its brand's sites instead)", () => {
    const view = toCarDetailData(car({ car_is_sample: true, car_site_name: "X" }), swedish);
    expect(view.isSample).toBe(true);
    expect(view.dealer).toBeUndefined();
    expect(
      toSellerSites([
        { site_id: "s1", site_official_name: "Automotive Umeå", website_city: "Umeå" } as never,
      ]),
    ).toEqual([{ id: "s1", name: "Automotive Umeå", city: "Umeå" }]);
  });
});
