export * from "./CallToAction";
