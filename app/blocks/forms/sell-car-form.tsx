import { Container } from "../../../design-system";
import {
  leadFormLabels,
  SELL_CAR_FORM_NAME,
  type SellCarValues,
  SellCarForm,
} from "../../../design-system/flows/LeadForms";
import { defineBlock, type BlockContext } from "../../composer/block";
import { useFormSubmission } from "../../forms/submit-form";
import type { sellCarFormLoader } from "./sell-car-form.server";

function SellCar({ context }: { context: BlockContext }) {
  const send = useFormSubmission<SellCarValues>(SELL_CAR_FORM_NAME);
  return <SellCarForm labels={leadFormLabels(context.t)} onSubmit={send} />;
}

/**
 * SellCarForm: the sell-car / trade-in form (specs/service-flows.md §2.3) in the site's language,
 * sent through our forms route. Lazy in the registry: only the pages that place it load it.
 */
export const sellCarFormBlock = defineBlock<typeof sellCarFormLoader>((_props, context) => (
  <Container>
    <SellCar context={context} />
  </Container>
));
