export * from "./MessageBanner";
export * from "./variant";
