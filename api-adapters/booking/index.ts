export * from "./schemas";
export {
  BOOKING_API_KEY_HEADER,
  BookingServiceError,
  brandPathSegment,
  createBookingClient,
  type BookingClient,
  type BookingClientOptions,
  type ClosestDepartmentsQuery,
  type Position,
} from "./client";
