export * from "./useControllableState";
export * from "./useMatchesMedia";
export * from "./usePrefersReducedMotion";
export * from "./usePublishedHeight";
export * from "./useEffectOnChange";
export * from "./useNearViewport";
