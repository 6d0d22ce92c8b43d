export * from "./CopyToClipboard";
