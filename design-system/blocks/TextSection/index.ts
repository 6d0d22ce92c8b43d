export * from "./TextSection";
