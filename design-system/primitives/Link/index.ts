export * from "./Link";
export * from "./rel";
