export * from "./client";
export * from "./schemas";
