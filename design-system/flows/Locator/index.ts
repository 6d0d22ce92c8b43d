export * from "./Locator";
export * from "./LocatorSearch";
export * from "./LocationCard";
export * from "./rules";
export * from "./search";
export type * from "./types";
