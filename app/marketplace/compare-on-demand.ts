// What a car-selling site's pages need of the compare flow only once a car is selected: the bar
// and the modal, one chunk (CompareDock loads it then).
export { CompareBarPanel } from "../../design-system/flows/Compare/CompareBar";
export { CompareModal } from "../../design-system/flows/Compare/CompareModal";
