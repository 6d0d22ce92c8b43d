export * from "./Drawer";
