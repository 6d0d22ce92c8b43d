export * from "./MainNavigation";
export * from "./navState";
export * from "./rules";
export * from "./types";
