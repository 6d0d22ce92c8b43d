// The car list's filters as a chunk of their own (issue 17): a phone shows them only in the drawer.
export { FacetFilters } from "../../design-system/flows/CarList/CarList";
