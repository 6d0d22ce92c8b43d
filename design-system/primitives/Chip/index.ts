export * from "./Chip";
