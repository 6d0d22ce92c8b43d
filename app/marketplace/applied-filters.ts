// The car list's applied-filter chips as a chunk of their own: an unfiltered list shows none.
export { AppliedFilters } from "../../design-system/flows/CarList/CarList";
