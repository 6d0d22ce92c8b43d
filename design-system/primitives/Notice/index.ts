export * from "./Notice";
export * from "./tone";
