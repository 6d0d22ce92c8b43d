export * from "./Text";
