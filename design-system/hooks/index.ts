export * from "./useControllableState";
export * from "./usePrefersReducedMotion";
