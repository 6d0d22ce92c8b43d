import { Container } from "../../../design-system";
import {
  leadFormLabels,
  SERVICE_REQUEST_FORM_NAME,
  type ServiceRequestValues,
  ServiceRequestForm,
  type FieldOption,
} from "../../../design-system/flows/LeadForms";
import { defineDataBlock, type BlockContext } from "../../composer/block";
import { useFormSubmission } from "../../forms/submit-form";
import type { serviceRequestFormLoader } from "./service-request-form.server";

function ServiceRequest({
  context,
  dealers,
}: {
  context: BlockContext;
  dealers: readonly FieldOption[];
}) {
  const send = useFormSubmission<ServiceRequestValues>(SERVICE_REQUEST_FORM_NAME);
  return (
    <ServiceRequestForm
      labels={leadFormLabels(context.t)}
      dealers={dealers}
      locale={context.locale}
      onSubmit={send}
    />
  );
}

/**
 * ServiceRequestForm: the Norwegian service request for cars and motorcycles
 * (specs/service-flows.md §2.3) with the site's dealers; nothing when they could not be loaded.
 */
export const serviceRequestFormBlock = defineDataBlock<typeof serviceRequestFormLoader>(
  (_props, context, data) =>
    data ? (
      <Container>
        <ServiceRequest context={context} dealers={data.dealers} />
      </Container>
    ) : null,
);
