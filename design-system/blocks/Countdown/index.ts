export * from "./Countdown";
export * from "./countdown";
