export * from "./Tooltip";
export * from "./truncate";
