export * from "./HeroBanner";
export * from "./media";
export * from "./rules";
