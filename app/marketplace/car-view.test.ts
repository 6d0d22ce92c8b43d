import { describe, expect, it } from "vitest";
import type { Car } from "../../api-adapters/search";
import { carDetailHref, toCarCardData, toCompareCarData, type CarViewOptions } from "./car-view";
import { serverTranslator } from "../../i18n/catalogue.server";
import { cardTexts } from "./labels";
import { plain, testCar as car } from "./test-cars.testing";

const options: CarViewOptions = {
  locale: "sv-SE",
  currency: "SEK",
  detailPath: "/kop-bil/bil/",
  texts: cardTexts(serverTranslator("sv")),
};

describe("car card view", () => {
  it("formats each price in its own locale and currency", () => {
    const price = (fields: Partial<Car>, locale = "sv-SE") =>
      plain(
        toCarCardData(car({ car_price: 199900, ...fields }), { ...options, locale }).price?.current,
      );
    expect(price({})).toBe("199 900 kr");
    expect(price({ car_price_currency: "EUR" })).toBe("199 900 €");
    expect(price({ car_price_currency: "EUR" }, "en-GB")).toBe("€199,900");
    expect(price({})).toBe("199 900 kr");
  });

  it("links to <car detail path>/<car_id>/<slug>", () => {
    expect(carDetailHref("/kop-bil/bil/", { car_id: "1001", slug: "kia-niro" })).toBe(
      "/kop-bil/bil/1001/kia-niro",
    );
    expect(toCarCardData(car({}), options).href).toBe("/kop-bil/bil/1001/kia-niro-ev-2023");
  });

  it("shows brand, model, variant, facts and the image with its blur placeholder", () => {
    const card = toCarCardData(
      car({
        car_model_text: "EV Advance",
        car_year: 2023,
        car_mileage_text: "1 200 mil",
        car_fuel: "El",
        car_gearbox: "Automat",
        car_primary_image: { thumbnail_url: "/-/media/cars/1001/1.svg", blur_data_url: "data:x" },
      }),
      options,
    );
    expect(card).toMatchObject({
      title: "Kia Niro",
      variant: "EV Advance",
      facts: { year: "2023", mileage: "1 200 mil", fuel: "El", gearbox: "Automat" },
      image: {
        src: "/-/media/cars/1001/1.svg",
        blurDataUrl: "data:x",
        alt: expect.stringContaining("Kia Niro"),
      },
    });
  });

  it("shows a campaign price with the retail price struck", () => {
    const card = toCarCardData(
      car({
        car_price: 299900,
        car_retail_price: 329900,
        car_has_campaign_price: true,
        car_campaign_price: 299900,
      }),
      options,
    );
    expect(plain(card.price.current)).toBe("299 900 kr");
    expect(plain(card.price.previous)).toBe("329 900 kr");
    expect(card.price.campaignLabel).toBe(options.texts.campaignLabel);
  });

  it("shows vans (LCV) without VAT, with the note", () => {
    const card = toCarCardData(
      car({
        car_vehicle_type_code: "LCV",
        car_price: 375000,
        car_price_text: "375 000 kr",
        car_retail_price: 375000,
        car_retail_price_exkl_vat: 300000,
      }),
      options,
    );
    expect(plain(card.price.current)).toBe("300 000 kr");
    expect(card.price.vatNote).toBe(options.texts.vatNote);
    expect(toCarCardData(car({ car_price: 1 }), options).price.vatNote).toBeUndefined();
  });

  it("shows the monthly loan, once per month even when the index's text has the unit", () => {
    expect(plain(toCarCardData(car({ car_loan_monthly_cost: 3295 }), options).monthly)).toBe(
      "Billån 3 295 kr/mån",
    );
    const textOnly = car({
      car_loan_option: { default_monthly_cost_text: "5 309 kr/mån" } as Car["car_loan_option"],
    });
    expect(toCarCardData(textOnly, options).monthly).toBe("Billån 5 309 kr/mån");
    const leasing = car({
      car_private_leasing_option: {
        monthly_cost_text: "4 495 kr/mån",
      } as Car["car_private_leasing_option"],
    });
    expect(toCarCardData(leasing, options).monthly).toBe("Privatleasing 4 495 kr/mån");
    expect(toCarCardData(car({}), options).monthly).toBeUndefined();
  });

  it("gives compare the equipment and the technical data it has, labelled", () => {
    const detail = toCompareCarData(
      car({ car_equipment: ["Dragkrok"], car_power: 204, car_body: "SUV", car_seats: null }),
      options,
    );
    expect(detail.equipment).toEqual(["Dragkrok"]);
    expect(detail.technical).toEqual([
      { label: options.texts.technical.car_body, value: "SUV" },
      { label: options.texts.technical.car_power, value: "204" },
    ]);
  });
});
