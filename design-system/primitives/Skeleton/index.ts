export * from "./Skeleton";
