export * from "./UnknownBlockMarker";
