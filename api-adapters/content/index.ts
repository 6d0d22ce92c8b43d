export * from "./client";
export * from "./schemas";
export * from "./navigation";
