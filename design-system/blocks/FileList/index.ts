export * from "./FileList";
export * from "./file-meta";
