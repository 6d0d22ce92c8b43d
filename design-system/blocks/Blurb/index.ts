export * from "./Blurb";
export * from "./RichText";
export * from "./animation";
export * from "./colors";
