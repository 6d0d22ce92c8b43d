export * from "./lazy-component";
export * from "./DeferredSection";
export * from "./held-link-follower";
export * from "./hydrating-modules";
