export * from "./SectionErrorFallback";
