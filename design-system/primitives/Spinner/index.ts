export * from "./Spinner";
