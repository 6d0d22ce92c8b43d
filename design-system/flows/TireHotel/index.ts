export { TireHotel, type TireHotelProps } from "./TireHotel";
export { tireHotelTexts, type TireHotelTexts } from "./texts";
export {
  contactFormSchema,
  progressEvent,
  purchaseEvent,
  type ContactForm,
  type TireHotelEvent,
} from "./rules";
export {
  memoryStorage,
  TIREHOTEL_STORAGE_KEY,
  type StateStorage,
  type TireHotelState,
} from "./session";
