export * from "./definition";
export * from "./FormBuilderForm";
export * from "./schema";
