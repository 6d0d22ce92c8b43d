export * from "./client";
export * from "./indexes";
export * from "./predefined-query";
export * from "./schemas";
