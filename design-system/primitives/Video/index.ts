export * from "./Video";
export { videoLabels } from "./labels";
