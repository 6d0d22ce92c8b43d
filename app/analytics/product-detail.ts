import type { Car } from "../../api-adapters/search";
import { offerPriceOf } from "../marketplace/car-structured-data";
import type { DataLayerEvent } from "./data-layer";

/**
 * The `product_detail_page` event (specs/marketplace.md 7, Analytics: "dealer, product_info and
 * price"), pushed once when a car detail page shows. Built in the page's loader from the car, so
 * the browser needs no car fields to send it. The price is the one offered (the campaign price
 * during a campaign; vans without VAT, as shown), with its currency beside it.
 */
export interface ProductDetailEvent extends DataLayerEvent {
  event: "product_detail_page";
  dealer: { id: string | null; name: string | null; city: string | null };
  product_info: {
    id: string;
    brand: string;
    model: string;
    variant: string | null;
    year: number | null;
    condition: "used" | "new";
    fuel: string | null;
    body: string | null;
    gearbox: string | null;
    sample: boolean;
  };
  price: number | null;
  currency: string;
}

/** The event for one car; `currency` is the site's, for a car whose index entry names none. */
export function productDetailEvent(car: Car, currency: string): ProductDetailEvent {
  return {
    event: "product_detail_page",
    dealer: {
      id: car.car_site_id ?? null,
      name: car.car_site_name ?? null,
      city: car.car_site_city ?? null,
    },
    product_info: {
      id: car.car_id,
      brand: car.car_brand,
      model: car.car_model,
      variant: car.car_model_text ?? null,
      year: car.car_year ?? null,
      condition: car.car_is_used === true ? "used" : "new",
      fuel: car.car_fuel ?? null,
      body: car.car_body ?? null,
      gearbox: car.car_gearbox ?? null,
      sample: car.car_is_sample === true,
    },
    price: offerPriceOf(car) ?? null,
    currency: car.car_price_currency?.trim() || currency,
  };
}
