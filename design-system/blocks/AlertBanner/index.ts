export * from "./AlertBanner";
export { alertBannerLabels } from "./labels";
