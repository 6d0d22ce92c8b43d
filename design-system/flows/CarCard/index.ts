export * from "./types";
export * from "./CarCard";
