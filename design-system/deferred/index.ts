export * from "./lazy-component";
export * from "./DeferredSection";
