import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import styled from "styled-components";
import { Button } from "../../primitives/Button";
import { FormFields } from "../../primitives/FormFields";
import { Heading } from "../../primitives/Heading";
import { Notice } from "../../primitives/Notice";
import { TextArea } from "../../primitives/TextArea";
import { space } from "../../theme";
import { focusFirstInvalid, useLeadSubmit } from "../LeadForms/LeadFormShell";
import {
  bookingContactSchema,
  FREE_TEXT_MAX_LENGTH,
  type BookingContactInput,
  type BookingContactValues,
} from "./schema";
import type { ContactFormLabels } from "./workshop-labels";

export interface ContactFormProps {
  labels: ContactFormLabels;
  /** What is booked: 'Du bokar {time} hos {name}.' */
  summary: string;
  /** Books with the valid values: null when booked, else the text to show (the server's). */
  onBook: (values: BookingContactValues) => Promise<string | null>;
}

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  max-width: 40rem;
`;

const Fields = styled.fieldset`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Summary = styled.p`
  margin: 0;
`;

const emptyValues: BookingContactInput = {
  firstName: "",
  lastName: "",
  phone: "",
  email: "",
  freeText: "",
};

/**
 * Step 4's contact form (specs §5): first and last name, phone, e-mail and a free text of at most
 * 80 characters with its counter, checked with the schema the booking route uses. While booking
 * the fields and button are disabled; a refused booking shows the server's text under the form
 * (focused, announced) with the values kept and the button enabled again.
 */
export function ContactForm({ labels, summary, onBook }: ContactFormProps) {
  const headingId = useId();
  const schema = useMemo(() => bookingContactSchema(labels.errors), [labels.errors]);
  const form = useForm<BookingContactInput, unknown, BookingContactValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
  const [failure, setFailure] = useState(labels.bookingFailed);
  const { status, submit, invalidCount } = useLeadSubmit(form, async (values) => {
    const refused = await onBook(values);
    if (refused === null) return { ok: true };
    setFailure(refused || labels.bookingFailed);
    return { ok: false };
  });
  const formRef = useRef<HTMLFormElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = formRef.current;
    if (invalidCount === 0 || !element) return;
    // react-hook-form renders the field errors after its invalid callback: focus once they show.
    const frame = requestAnimationFrame(() => focusFirstInvalid(element));
    return () => cancelAnimationFrame(frame);
  }, [invalidCount]);
  useEffect(() => {
    if (status === "error") failureRef.current?.focus();
  }, [status]);

  const submitting = status === "submitting";
  const { errors } = form.formState;
  return (
    <Form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      aria-busy={submitting}
      data-contact-form=""
    >
      <Heading level={3} size="md" id={headingId}>
        {labels.heading}
      </Heading>
      <Summary>{summary}</Summary>
      {status === "invalid" ? (
        <Notice tone="error" live>
          {labels.invalid}
        </Notice>
      ) : null}
      <Fields disabled={submitting}>
        <FormFields
          register={form.register}
          control={form.control}
          errors={errors}
          fields={[
            {
              name: "firstName",
              label: labels.firstName,
              autoComplete: "given-name",
              required: true,
            },
            {
              name: "lastName",
              label: labels.lastName,
              autoComplete: "family-name",
              required: true,
            },
            { name: "phone", label: labels.phone, kind: "tel", required: true },
            { name: "email", label: labels.email, kind: "email", required: true },
          ]}
        />
        <TextArea
          label={labels.freeText}
          maxLength={FREE_TEXT_MAX_LENGTH}
          counterText={labels.freeTextCounter}
          rows={3}
          error={errors.freeText?.message}
          {...form.register("freeText")}
        />
        <div>
          <Button type="submit" loading={submitting}>
            {submitting ? labels.sending : labels.submit}
          </Button>
        </div>
      </Fields>
      {status === "error" ? (
        <div ref={failureRef} tabIndex={-1} data-booking-failure="">
          <Notice tone="error" live>
            {failure}
          </Notice>
        </div>
      ) : null}
    </Form>
  );
}
