export * from "./Table";
export { isHorizontallyOverflowing } from "./overflow";
