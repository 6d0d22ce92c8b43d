export * from "./CarModelCards";
export * from "./rules";
