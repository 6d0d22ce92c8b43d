export {
  CarContactForm,
  type CarContactFormLabels,
  type CarContactFormProps,
  type CarContactOutcome,
  type SellerSiteOption,
} from "./CarContactForm";
export { carContactLabels } from "./labels";
export {
  CAR_CONTACT_FORM_NAME,
  carContactFields,
  hashIntent,
  type CarContactField,
  type HashIntent,
} from "./rules";
export type { CarContactValues } from "./schema";
