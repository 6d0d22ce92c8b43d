export * from "./DataTable";
export * from "./cells";
export { dataTableLabels } from "./labels";
