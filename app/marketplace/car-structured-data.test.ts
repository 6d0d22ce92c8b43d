import { describe, expect, it } from "vitest";
import { dealerSiteSchema, type Car } from "../../api-adapters/search";
import { usedVolvo } from "./car.fixtures";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import { serverTranslator } from "../../i18n/catalogue.server";
import { languages } from "../../sites/manifest";
import { sites } from "../../sites/registry";
import { schemaOrgCarIssues } from "../../tests/support/schema-org-car";
import {
  carStructuredData,
  isoDateOf,
  mileageUnitOf,
  odometerOf,
  offerPriceOf,
  openingHoursOf,
  type CarStructuredDataInput,
} from "./car-structured-data";

const car = usedVolvo;

const input = (fields: Partial<Car> = {}): CarStructuredDataInput => ({
  car: car(fields),
  url: "https://automotive-se.example/kop-bil/bil/1001/volvo-xc60-b4-awd-plus-2021",
  language: "sv",
  currency: "SEK",
  images: ["https://automotive-se.example/-/media/cars/1001/1.svg"],
});

describe("schema.org Car of a car detail page", () => {
  it("gives a valid Car with brand, model, condition and the offer", () => {
    const data = carStructuredData(input());
    expect(schemaOrgCarIssues(data)).toEqual([]);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Car",
      name: "Volvo XC60 B4 AWD Plus",
      brand: { "@type": "Brand", name: "Volvo" },
      model: "XC60",
      vehicleModelDate: "2021",
      fuelType: "Diesel",
      vehicleTransmission: "Automat",
      bodyType: "SUV",
      color: "Svart",
      image: ["https://automotive-se.example/-/media/cars/1001/1.svg"],
      itemCondition: "https://schema.org/UsedCondition",
      offers: {
        "@type": "Offer",
        price: 389_900,
        priceCurrency: "SEK",
        availability: "https://schema.org/InStock",
        seller: { "@type": "AutoDealer", name: "Automotive Göteborg" },
      },
    });
  });

  it("marks cars that are not used as new", () => {
    expect(carStructuredData(input({ car_is_used: false })).itemCondition).toBe(
      "https://schema.org/NewCondition",
    );
  });

  it("the validation fails on a wrong type, a missing offer, or an unknown property", () => {
    const data = carStructuredData(input());
    expect(schemaOrgCarIssues({ ...data, "@type": "Vehicle" })).toEqual([
      expect.stringContaining("@type"),
    ]);
    const { offers: _offers, ...withoutOffers } = data;
    expect(schemaOrgCarIssues(withoutOffers)).toEqual([expect.stringContaining("offers")]);
    expect(
      schemaOrgCarIssues({ ...data, offers: { ...data.offers, price: undefined } }),
    ).not.toEqual([]);
    expect(schemaOrgCarIssues({ ...data, milage: 1 })).not.toEqual([]);
  });

  it("offers the campaign price during a campaign, and vans without VAT", () => {
    const campaign = carStructuredData(
      input({ car_has_campaign_price: true, car_campaign_price: 359_900 }),
    );
    expect(campaign.offers.price).toBe(359_900);
    expect(campaign.offers.priceSpecification?.valueAddedTaxIncluded).toBe(true);

    const van = carStructuredData(
      input({
        car_vehicle_type_code: "LCV",
        car_price: 300_000,
        car_retail_price_exkl_vat: 240_000,
      }),
    );
    expect(van.offers.price).toBe(240_000);
    expect(van.offers.priceSpecification?.valueAddedTaxIncluded).toBe(false);
    expect(offerPriceOf(car({ car_price: null, car_retail_price: null }))).toBeUndefined();
  });

  it("leaves the price out when the car has none, and the page then fails the check", () => {
    const data = carStructuredData(input({ car_price: null }));
    expect(data.offers).not.toHaveProperty("price");
    expect(schemaOrgCarIssues(data)).not.toEqual([]);
  });
});

describe("odometer per market", () => {
  it("converts Swedish and Norwegian mil to km, keeps km, gives the UK's miles", () => {
    expect(odometerOf(car({ car_mileage: 4500 }), "sv")).toEqual({
      "@type": "QuantitativeValue",
      value: 45_000,
      unitCode: "KMT",
    });
    expect(odometerOf(car({ car_mileage: 4500 }), "nb")?.value).toBe(45_000);
    expect(odometerOf(car({ car_mileage: 45_000 }), "fi")).toMatchObject({
      value: 45_000,
      unitCode: "KMT",
    });
    expect(odometerOf(car({ car_mileage: 28_000 }), "en-GB")).toMatchObject({
      value: 28_000,
      unitCode: "SMI",
    });
  });

  it("falls back to the index's odometer in its own unit", () => {
    const withoutMileage = { car_mileage: null };
    expect(odometerOf(car(withoutMileage), "sv")).toMatchObject({
      value: 45_000,
      unitCode: "KMT",
    });
    expect(
      odometerOf(car({ ...withoutMileage, car_odometer: 9000, car_odometer_unit: "miles" }), "sv"),
    ).toMatchObject({ value: 9000, unitCode: "SMI" });
    expect(odometerOf(car({ ...withoutMileage, car_odometer: null }), "sv")).toBeUndefined();
  });

  it("agrees with the unit every catalogue shows (Marketplace.UnitMileage)", () => {
    for (const language of languages) {
      expect(mileageUnitOf(language), language).toBe(
        serverTranslator(language)("Marketplace.UnitMileage"),
      );
    }
  });
});

describe("first registration and opening hours", () => {
  it("reads both registration date formats as ISO dates", () => {
    expect(isoDateOf("2021-03-04")).toBe("2021-03-04");
    expect(isoDateOf("04/03/2021")).toBe("2021-03-04");
    expect(isoDateOf("4/3/2021")).toBe("2021-03-04");
    expect(isoDateOf("March 2021")).toBeUndefined();
    expect(isoDateOf(null)).toBeUndefined();
  });

  it("lists only days with both an opening and a closing time", () => {
    expect(
      openingHoursOf({
        name: "Begagnade bilar",
        openingschedule: {
          openinghours: [
            { day: "Monday", open: "9:00", close: "18:00", displayText: "9–18" },
            { day: "Saturday", open: "10.00", close: null, displayText: "10–" },
            { day: "Sunday", open: null, close: null, displayText: "Stängt" },
            { day: "Someday", open: "10:00", close: "14:00", displayText: "?" },
          ],
        },
      }),
    ).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: "https://schema.org/Monday",
        opens: "09:00",
        closes: "18:00",
      },
    ]);
  });

  it("describes the dealer site, with the sales department's hours", () => {
    const dealer = dealerSiteSchema.parse({
      site_id: "s1",
      site_official_name: "Automotive Göteborg",
      site_street: "Bilvägen 1",
      site_zip: "411 01",
      site_city: "Göteborg",
      site_phone: "031-123 45 67",
      site_email: "goteborg@automotive-se.example",
      country_code: "SE",
      site_departments: [
        {
          name: "Verkstad",
          group: "Workshop",
          openingschedule: {
            openinghours: [{ day: "Monday", open: "07:00", close: "17:00" }],
          },
        },
        {
          name: "Begagnade bilar",
          group: "Used cars",
          openingschedule: {
            openinghours: [{ day: "Monday", open: "10:00", close: "18:00" }],
          },
        },
      ],
    });
    const data = carStructuredData({ ...input(), dealer });
    expect(schemaOrgCarIssues(data)).toEqual([]);
    expect(data.offers.seller).toEqual({
      "@type": "AutoDealer",
      name: "Automotive Göteborg",
      telephone: "031-123 45 67",
      email: "goteborg@automotive-se.example",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Bilvägen 1",
        postalCode: "411 01",
        addressLocality: "Göteborg",
        addressCountry: "SE",
      },
      openingHoursSpecification: [
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: "https://schema.org/Monday",
          opens: "10:00",
          closes: "18:00",
        },
      ],
    });
  });
});

describe("every demo car", () => {
  it("gives a valid schema.org Car on every car-selling site, with its dealer site", () => {
    const { carsBySite, sitesBySite } = demoSearchData();
    const checked = Object.entries(carsBySite).flatMap(([siteId, cars]) => {
      const site = sites[siteId as keyof typeof sites];
      return cars.map((demoCar) => {
        const data = carStructuredData({
          car: demoCar,
          url: `https://${siteId}.example/car/${demoCar.car_id}/${demoCar.slug}`,
          language: site.language,
          currency: site.currency,
          images: [`https://${siteId}.example/-/media/cars/${demoCar.car_id}/1.svg`],
          dealer: sitesBySite[siteId]?.find((dealer) => dealer.site_id === demoCar.car_site_id),
        });
        return { id: `${siteId}/${demoCar.car_id}`, issues: schemaOrgCarIssues(data) };
      });
    });
    expect(checked.length).toBeGreaterThan(500);
    expect(checked.filter((car) => car.issues.length > 0)).toEqual([]);
  });
});
