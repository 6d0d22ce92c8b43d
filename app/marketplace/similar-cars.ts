// The car detail page's similar cars (with the carousel) as a chunk of their own (issue 17).
export { SimilarCars } from "../../design-system/flows/CarDetail";
