export * from "./Disclosure";
