export * from "./HeroBanner";
export * from "./media";
export * from "./rules";
export { heroBannerLabels } from "./labels";
