export * from "./SiteFooter";
