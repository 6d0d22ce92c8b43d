export * from "./Countdown";
export * from "./countdown";
export { countdownLabels } from "./labels";
