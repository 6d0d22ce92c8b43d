export * from "./VisuallyHidden";
