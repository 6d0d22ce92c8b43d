export * from "./Button";
export * from "./variant";
