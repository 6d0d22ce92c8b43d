export * from "./Carousel";
export { carouselLabels } from "./labels";
export {
  CAROUSEL_AUTOPLAY_DELAY,
  autoplayDelay,
  visibleSlideIndexes,
  type AutoplaySetting,
} from "./carouselState";
