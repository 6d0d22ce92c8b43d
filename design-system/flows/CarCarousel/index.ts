export * from "./CarCarousel";
export * from "./CarSlider";
export * from "./rules";
