/* Internal to the design system: shared by the overlay, disclosure and selection primitives. */
export * from "./scrollLock";
export * from "./focus";
export * from "./useModalDialog";
export * from "./OverlayDialog";
export * from "./Bubble";
export * from "./useScrollableTabStop";
