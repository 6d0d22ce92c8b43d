export { ServiceBookingTool, type ServiceBookingToolProps } from "./ServiceBookingTool";
export {
  serviceBookingLabels,
  stepsLabels,
  type ServiceBookingLabels,
  type StepsLabels,
} from "./labels";
export {
  BookingApiError,
  type ClosestDepartmentsHandlers,
  type ClosestDepartmentsRequest,
  type PlaceSuggestion,
  type ServiceBookingApi,
  type ServiceBookingEvent,
} from "./types";
export type { BookingLocation, BookingState, SelectedService } from "./rules";
