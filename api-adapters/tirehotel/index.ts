export * from "./schemas";
export {
  createTireHotelClient,
  TireHotelError,
  TIREHOTEL_API_KEY_HEADER,
  type TireHotelClient,
  type TireHotelClientOptions,
} from "./client";
export {
  createTireHotelApi,
  TIREHOTEL_API_BASE,
  type TireHotelApi,
  type TireHotelApiOptions,
  type TireHotelResult,
} from "./api-client";
