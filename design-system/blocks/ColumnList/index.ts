export * from "./ColumnList";
export * from "./columns";
