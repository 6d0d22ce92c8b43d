export * from "./compare-state";
export * from "./CompareProvider";
export * from "./CompareAnnouncer";
export * from "./CompareBar";
export * from "./CompareModal";
export * from "./technical-rows";
