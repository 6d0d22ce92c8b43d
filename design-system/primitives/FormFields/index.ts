export * from "./FormFields";
