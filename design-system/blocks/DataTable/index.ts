export * from "./DataTable";
export * from "./cells";
