import { carSchema, type Car } from "../../api-adapters/search";

/** A used Swedish demo car for the car detail tests (SEO, structured data, analytics). */
export function usedVolvo(fields: Partial<Car> = {}): Car {
  return carSchema.parse({
    car_id: "1001",
    slug: "volvo-xc60-b4-awd-plus-2021",
    car_brand: "Volvo",
    car_model: "XC60",
    car_model_text: "B4 AWD Plus",
    car_year: 2021,
    car_fuel: "Diesel",
    car_gearbox: "Automat",
    car_body: "SUV",
    car_color: "Svart",
    car_is_used: true,
    car_mileage: 4500,
    car_mileage_text: "4 500 mil",
    car_odometer: 45000,
    car_odometer_unit: "km",
    car_price: 389_900,
    car_price_text: "389 900 kr",
    car_price_currency: "SEK",
    car_site_id: "s1",
    car_site_name: "Automotive Göteborg",
    car_site_city: "Göteborg",
    car_images: [
      { original: "/-/media/cars/1001/1.svg", blur_data_url: "data:image/svg+xml,x" },
      { original: "/-/media/cars/1001/2.svg" },
    ],
    ...fields,
  });
}
