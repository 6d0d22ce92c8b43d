export * from "./BottomSheet";
