export * from "./TextField";
