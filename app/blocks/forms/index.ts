import type { BlockRegistry } from "../../composer/block";
import { formBuilderBlock } from "./form-builder";
import { sellCarFormBlock } from "./sell-car-form";
import { serviceRequestFormBlock } from "./service-request-form";

/** Blocks of the forms (issue 20), by CMS componentName. */
export const formBlocks: BlockRegistry = {
  SellCarForm: sellCarFormBlock,
  ServiceRequestForm: serviceRequestFormBlock,
  FormBuilder: formBuilderBlock,
};
