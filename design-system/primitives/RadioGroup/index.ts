export * from "./RadioGroup";
