export * from "./SkipLink";
