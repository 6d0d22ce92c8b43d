export * from "./Modal";
export type { DialogBaseProps } from "../overlay-shared";
