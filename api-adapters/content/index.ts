export * from "./client";
export * from "./schemas";
export * from "./navigation";
export * from "./locations";
export * from "./stories";
export type { StoriesClient } from "./stories-client";
