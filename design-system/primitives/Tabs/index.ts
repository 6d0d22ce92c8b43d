export * from "./Tabs";
