export { bookingDemo, bookingHandlers, createBookingDemo, type BookingDemo } from "./handlers";
export { demoBookingMessages, demoBookingPlates, demoWorkshops } from "./demo-data";
