import {
  createTireHotelBrowserClient,
  type TireHotelBrowserClient,
} from "../../api-adapters/tirehotel/browser-client";

let browserClient: TireHotelBrowserClient | undefined;

/**
 * The browser's client of our /api/tirehotel routes (same origin; the server adds the key).
 * The implementation lives in api-adapters so Storybook runs the very same client against MSW.
 */
export function tireHotelBrowserClient(): TireHotelBrowserClient {
  browserClient ??= createTireHotelBrowserClient();
  return browserClient;
}
