export * from "./Footer";
export * from "./layout";
export { footerLabels } from "./labels";
