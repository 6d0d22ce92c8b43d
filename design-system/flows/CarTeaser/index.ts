export * from "./CarTeaser";
export * from "./rules";
