export { RangeSlider, type RangeSliderProps } from "./RangeSlider";
export {
  applyTypedValue,
  normaliseRange,
  sliderStep,
  type NumberRange,
  type RangeBounds,
} from "./range";
