export * from "./Image";
export * from "./ImageLoaderProvider";
export * from "./srcset";
