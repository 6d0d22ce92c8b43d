export * from "./Grid";
export * from "./columns";
