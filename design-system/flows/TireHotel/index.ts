export { TireHotel, type TireHotelProps } from "./TireHotel";
export { tireHotelTexts, type TireHotelTexts } from "./texts";
export {
  contactFormSchema,
  progressEvent,
  purchaseEvent,
  RATING_MAX,
  RATING_MIN,
  type ContactForm,
  type TireHotelEvent,
} from "./rules";
export { LOGGED_IN_STATUS } from "./status";
export {
  memoryStorage,
  TIREHOTEL_STORAGE_KEY,
  type StateStorage,
  type TireHotelState,
} from "./session";
