export * from "./Select";
