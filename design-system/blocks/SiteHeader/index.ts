export * from "./SiteHeader";
