export * from "./Stack";
