export * from "./AlertBanner";
