export * from "./schemas";
export { normaliseRegNoForServer } from "./reg-no";
export {
  createTireHotelUpstreamClient,
  TireHotelError,
  TIREHOTEL_API_KEY_HEADER,
  type TireHotelUpstreamClient,
  type TireHotelUpstreamClientOptions,
} from "./upstream-client";
export {
  createTireHotelBrowserClient,
  TIREHOTEL_API_BASE,
  type TireHotelBrowserClient,
  type TireHotelBrowserClientOptions,
  type TireHotelResult,
} from "./browser-client";
