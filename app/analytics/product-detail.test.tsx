// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { usedVolvo } from "../marketplace/car.fixtures";
import { productDetailEvent } from "./product-detail";
import { ProductDetailTracker } from "./ProductDetailTracker";

afterEach(() => {
  delete window.dataLayer;
});

describe("product_detail_page event", () => {
  it("names the dealer, the car and the price offered", () => {
    expect(productDetailEvent(usedVolvo(), "SEK")).toEqual({
      event: "product_detail_page",
      dealer: { id: "s1", name: "Automotive Göteborg", city: "Göteborg" },
      product_info: {
        id: "1001",
        brand: "Volvo",
        model: "XC60",
        variant: "B4 AWD Plus",
        year: 2021,
        condition: "used",
        fuel: "Diesel",
        body: "SUV",
        gearbox: "Automat",
        sample: false,
      },
      price: 389_900,
      currency: "SEK",
    });
  });

  it("gives the campaign price, and the site's currency when the car names none", () => {
    const event = productDetailEvent(
      usedVolvo({
        car_is_used: false,
        car_is_sample: true,
        car_has_campaign_price: true,
        car_campaign_price: 359_900,
        car_price_currency: null,
      }),
      "NOK",
    );
    expect(event).toMatchObject({
      product_info: { condition: "new", sample: true },
      price: 359_900,
      currency: "NOK",
    });
    expect(productDetailEvent(usedVolvo({ car_price: null }), "SEK").price).toBeNull();
  });
});

describe("product detail tracker", () => {
  it("pushes once per car shown, not again for a re-render of the same car", () => {
    const first = productDetailEvent(usedVolvo(), "SEK");
    const view = render(<ProductDetailTracker event={first} />);
    view.rerender(<ProductDetailTracker event={{ ...first }} />);
    expect(window.dataLayer).toEqual([first]);

    const second = productDetailEvent(usedVolvo({ car_id: "1002", slug: "volvo-v60" }), "SEK");
    view.rerender(<ProductDetailTracker event={second} />);
    expect(window.dataLayer).toEqual([first, second]);
  });
});
