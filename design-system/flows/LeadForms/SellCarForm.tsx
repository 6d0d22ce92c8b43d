import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { HeadingLevel } from "../../primitives/Heading";
import { FormFields } from "../../primitives/FormFields";
import type { LeadFormLabels } from "./labels";
import { LeadFormShell, useLeadSubmit, type LeadOutcome } from "./LeadFormShell";
import { SELL_CAR_FORM_NAME } from "./rules";
import { sellCarSchema, type SellCarInput, type SellCarValues } from "./schema";

export interface SellCarFormProps {
  labels: LeadFormLabels;
  /** Sends the valid values (the app posts them to /api/forms/comhub). */
  onSubmit: (values: SellCarValues) => Promise<LeadOutcome>;
  headingLevel?: HeadingLevel;
}

const emptyValues: Partial<SellCarInput> = {
  regno: "",
  mileage: "",
  name: "",
  phone: "",
  email: "",
};

/**
 * The sell-car / trade-in form (specs/service-flows.md §2.3, §5): registration number, mileage,
 * name, phone, e-mail and the required choice of selling or trading in, with the consent text.
 * Every rule is checked in the browser before any request; idle → submitting → success or error.
 */
export function SellCarForm({ labels, onSubmit, headingLevel }: SellCarFormProps) {
  const schema = useMemo(() => sellCarSchema(labels.errors), [labels.errors]);
  const form = useForm<SellCarInput, unknown, SellCarValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const { status, submit, invalidCount } = useLeadSubmit(form, onSubmit);
  return (
    <LeadFormShell
      texts={{
        heading: labels.sellCarHeading,
        submit: labels.submit,
        sending: labels.sending,
        invalidInput: labels.invalidInput,
        error: labels.sellCarError,
        successTitle: labels.sellCarSuccessTitle,
        success: labels.sellCarSuccess,
      }}
      status={status}
      invalidCount={invalidCount}
      onSubmit={submit}
      formName={SELL_CAR_FORM_NAME}
      headingLevel={headingLevel}
      footnote={labels.sellCarConsent}
    >
      <FormFields
        register={form.register}
        control={form.control}
        errors={form.formState.errors}
        fields={[
          {
            name: "intent",
            label: labels.intent,
            kind: "radio",
            required: true,
            options: [
              { value: "sell", label: labels.intentSell },
              { value: "tradeIn", label: labels.intentTradeIn },
            ],
          },
          { name: "regno", label: labels.regno, required: true, autoComplete: "off" },
          { name: "mileage", label: labels.mileage, kind: "number", required: true },
          { name: "name", label: labels.name, autoComplete: "name", required: true },
          { name: "phone", label: labels.phone, kind: "tel", required: true },
          { name: "email", label: labels.email, kind: "email", required: true },
        ]}
      />
    </LeadFormShell>
  );
}
