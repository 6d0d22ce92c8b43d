export * from "./StarRating";
