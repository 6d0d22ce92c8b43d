import { createTireHotelApi, type TireHotelApi } from "../../api-adapters/tirehotel/api-client";

let browserClient: TireHotelApi | undefined;

/**
 * The browser's client of our /api/tirehotel routes (same origin; the server adds the key).
 * The implementation lives in api-adapters so Storybook runs the very same client against MSW.
 */
export function tireHotelBrowserClient(): TireHotelApi {
  browserClient ??= createTireHotelApi();
  return browserClient;
}
