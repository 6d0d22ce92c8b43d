export * from "./SiteTeaser";
export * from "./types";
export * from "./SiteCard";
