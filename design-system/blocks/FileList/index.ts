export * from "./FileList";
export * from "./file-meta";
export { fileListLabels } from "./labels";
