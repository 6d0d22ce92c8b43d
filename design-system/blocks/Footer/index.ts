export * from "./Footer";
export * from "./layout";
