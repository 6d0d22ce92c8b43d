export * from "./useControllableState";
export * from "./useMatchesMedia";
export * from "./usePrefersReducedMotion";
