export * from "./Video";
