export * from "./types";
export * from "./geo";
export * from "./SiteMap";
