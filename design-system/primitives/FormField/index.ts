export * from "./FormField";
export * from "./styles";
export * from "./mergeRefs";
export * from "./combobox";
