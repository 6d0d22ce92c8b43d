export * from "./Carousel";
export {
  CAROUSEL_AUTOPLAY_DELAY,
  autoplayDelay,
  visibleSlideIndexes,
  type AutoplaySetting,
} from "./carouselState";
