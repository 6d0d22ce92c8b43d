export * from "./Container";
