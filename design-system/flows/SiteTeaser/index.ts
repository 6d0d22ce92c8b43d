export * from "./SiteTeaser";
export * from "./types";
