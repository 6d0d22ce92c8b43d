export * from "./types";
export * from "./rules";
export * from "./SiteList";
export * from "./SiteDetail";
export * from "./Department";
