export * from "./Accordion";
