export * from "./LinkProvider";
