export * from "./NotFound";
