export * from "./Checkbox";
