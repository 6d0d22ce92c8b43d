export * from "./Card";
