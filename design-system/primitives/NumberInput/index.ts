export { NumberInput, type NumberInputProps } from "./NumberInput";
export { normaliseNumberInput, type NumberBounds } from "./normalise";
