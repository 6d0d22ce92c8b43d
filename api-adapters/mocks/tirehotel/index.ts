export { tireHotelApiHandlers, tireHotelHandlers } from "./handlers";
export * from "./demo-data";
