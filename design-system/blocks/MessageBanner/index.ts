export * from "./MessageBanner";
export * from "./variant";
export { messageBannerLabels } from "./labels";
