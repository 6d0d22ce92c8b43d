export * from "./MainNavigation";
export { mainNavigationLabels } from "./labels";
export * from "./navState";
export * from "./rules";
export * from "./types";
