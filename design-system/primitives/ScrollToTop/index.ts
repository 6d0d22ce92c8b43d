export * from "./ScrollToTop";
