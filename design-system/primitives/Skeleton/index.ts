export * from "./Skeleton";
export * from "./SkeletonOnDemand";
