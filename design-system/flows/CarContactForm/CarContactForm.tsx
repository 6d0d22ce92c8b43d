import { useCallback, useEffect, useId, useRef } from "react";
import { useForm, type Resolver } from "react-hook-form";
import styled from "styled-components";
import { space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { Checkbox } from "../../primitives/Checkbox";
import { FormFields } from "../../primitives/FormFields";
import { Heading, type HeadingLevel } from "../../primitives/Heading";
import { Select } from "../../primitives/Select";
import {
  LeadFormElement,
  LeadFormFields,
  LeadFormNotice,
  LeadSubmitButton,
  useLeadSubmit,
} from "../LeadForms/LeadFormShell";
import {
  CAR_CONTACT_FORM_NAME,
  hashIntent,
  type CarContactField,
  type CarContactMessages,
} from "./rules";
import type { CarContactInput, CarContactValues } from "./schema";
import type { carContactResolver } from "./validation";

/** The validation chunk (./validation.ts), loaded on demand. */
export interface CarContactValidation {
  carContactResolver: typeof carContactResolver;
}
type LoadValidation = () => Promise<CarContactValidation>;

/** The form's texts (CarContact.* of the catalogue; the app builds them with carContactLabels). */
export interface CarContactFormLabels {
  heading: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  quote: string;
  testDrive: string;
  sellerSite: string;
  /** The seller choice's prompt option ('choose seller *'). */
  chooseSeller: string;
  submit: string;
  sending: string;
  /** carDetailFormSuccess: the overlay after the lead is sent. */
  success: string;
  /** carDetailFormError: the lead could not be sent (after the server's 3 attempts). */
  error: string;
  /** The invalid-input message above the form after an invalid submit. */
  invalidInput: string;
  /** Closes the success overlay. */
  close: string;
  /** The message under each field that is wrong. */
  errors: CarContactMessages;
}

export interface SellerSiteOption {
  id: string;
  name: string;
}

/** What sending the lead came to: sent, refused field by field, or failed. */
export type CarContactOutcome =
  { ok: true } | { ok: false; fields?: Partial<Record<CarContactField, string>> };

export interface CarContactFormProps {
  labels: CarContactFormLabels;
  /** Sends the valid values (the app posts them to /api/forms/comhub). */
  onSubmit: (values: CarContactValues) => Promise<CarContactOutcome>;
  /** The car's disable_test_drive: no test-drive box. */
  disableTestDrive?: boolean;
  /** A new-car sample car's seller sites: the visitor must choose one. */
  sellerSites?: readonly SellerSiteOption[];
  /** The form's heading level (the page's sections are h2). */
  headingLevel?: HeadingLevel;
  /** The anchor the page's contact links point at. */
  id?: string;
  /** Loads the validation; stories and tests may pass it resolved. */
  loadValidation?: LoadValidation;
  /** The URL hash to read; the window's (and its changes) when absent. */
  hash?: string;
}

const emptyValues: CarContactInput = {
  name: "",
  phone: "",
  email: "",
  message: "",
  quote: false,
  testDrive: false,
  sellerSite: "",
};

const importValidation = () => import("./validation");

/**
 * The car detail contact form (specs/marketplace.md §2, §4, §5): name, phone, e-mail, message,
 * quote and test-drive boxes, and for sample cars the seller choice. States: idle, submitting
 * (every field disabled), success (an overlay with the success text), error (the error text,
 * the values kept), invalid (the invalid-input message and each field's message, the values
 * kept). The validation code (zod) loads when the visitor first focuses a field. A URL hash
 * containing "contact" scrolls to the form; `#contact-quote` and `#contact-testdrive` tick
 * their box.
 */
export function CarContactForm({
  labels,
  onSubmit,
  disableTestDrive = false,
  sellerSites,
  headingLevel = 2,
  id = "car-contact",
  loadValidation = importValidation,
  hash,
}: CarContactFormProps) {
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const requireSellerSite = sellerSites !== undefined && sellerSites.length > 0;

  const resolver = useLazyResolver(loadValidation, labels.errors, requireSellerSite);
  const form = useForm<CarContactInput, unknown, CarContactValues>({
    resolver: resolver.validate,
    defaultValues: emptyValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const {
    register,
    control,
    setValue,
    reset,
    formState: { errors },
  } = form;

  useHashIntent(hash, (intent) => {
    if (intent.quote) setValue("quote", true);
    if (intent.testDrive && !disableTestDrive) setValue("testDrive", true);
    if (intent.scroll) rootRef.current?.scrollIntoView({ block: "start" });
  });

  // Focus on an invalid submit is react-hook-form's (shouldFocusError), so invalidCount goes unused.
  const { status, submit, restart } = useLeadSubmit(form, onSubmit);

  useEffect(() => {
    if (status === "success") overlayRef.current?.focus();
    if (status === "error") noticeRef.current?.focus();
  }, [status]);

  const closeSuccess = () => {
    reset(emptyValues);
    restart();
    rootRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  };

  const submitting = status === "submitting";
  return (
    <Root ref={rootRef} id={id} aria-labelledby={headingId} data-status={status}>
      <Heading level={headingLevel} size="lg" id={headingId}>
        {labels.heading}
      </Heading>
      <LeadFormElement
        noValidate
        onSubmit={submit}
        onFocus={resolver.preload}
        data-lead-form={CAR_CONTACT_FORM_NAME}
        aria-labelledby={headingId}
        aria-busy={submitting}
        inert={status === "success"}
      >
        <LeadFormNotice ref={noticeRef} status={status} texts={labels} />
        <LeadFormFields disabled={submitting}>
          {requireSellerSite ? (
            <Select
              label={labels.sellerSite}
              placeholder={labels.chooseSeller}
              options={sellerSites.map((site) => ({ value: site.id, label: site.name }))}
              required
              error={errors.sellerSite?.message}
              {...register("sellerSite")}
            />
          ) : null}
          <FormFields
            register={register}
            control={control}
            errors={errors}
            fields={[
              { name: "name", label: labels.name, autoComplete: "name", required: true },
              { name: "phone", label: labels.phone, kind: "tel", required: true },
              { name: "email", label: labels.email, kind: "email", required: true },
              { name: "message", label: labels.message, kind: "textarea", rows: 4 },
            ]}
          />
          <Choices>
            <Checkbox label={labels.quote} {...register("quote")} />
            {disableTestDrive ? null : (
              <Checkbox label={labels.testDrive} {...register("testDrive")} />
            )}
          </Choices>
          <LeadSubmitButton status={status} texts={labels} />
        </LeadFormFields>
      </LeadFormElement>
      {status === "success" ? (
        <Overlay ref={overlayRef} tabIndex={-1} role="status" data-success-overlay>
          <SuccessText>{labels.success}</SuccessText>
          <Button variant="Secondary" onClick={closeSuccess}>
            {labels.close}
          </Button>
        </Overlay>
      ) : null}
    </Root>
  );
}

/**
 * A resolver that imports the validation on first use: `preload` starts the import (the form's
 * first focus), `validate` waits for it. The schema follows the messages and the seller rule.
 */
function useLazyResolver(
  load: LoadValidation,
  messages: CarContactMessages,
  requireSellerSite: boolean,
) {
  const module = useRef<Promise<CarContactValidation> | null>(null);
  const latest = useRef({ messages, requireSellerSite });
  useEffect(() => {
    latest.current = { messages, requireSellerSite };
  }, [messages, requireSellerSite]);

  const preload = useCallback(() => {
    module.current ??= load();
    return module.current;
  }, [load]);

  const validate = useCallback<Resolver<CarContactInput, unknown, CarContactValues>>(
    async (values, context, options) => {
      const { carContactResolver } = await preload();
      const rules = latest.current;
      return carContactResolver(rules.messages, {
        requireSellerSite: rules.requireSellerSite,
      })(values, context, options);
    },
    [preload],
  );
  return { preload, validate };
}

/** Calls `apply` with the hash's intent once mounted and on every hash change (window's hash). */
function useHashIntent(
  hash: string | undefined,
  apply: (intent: ReturnType<typeof hashIntent>) => void,
) {
  const latest = useRef(apply);
  useEffect(() => {
    latest.current = apply;
  });
  useEffect(() => {
    if (hash !== undefined) {
      latest.current(hashIntent(hash));
      return;
    }
    const read = () => latest.current(hashIntent(window.location.hash));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, [hash]);
}

const Root = styled.section`
  position: relative;
  display: grid;
  gap: ${space.md};
  scroll-margin-top: ${space.xl};
`;

const Choices = styled.div`
  display: grid;
  gap: ${space.xs};
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${space.md};
  padding: ${space.lg};
  text-align: center;
  background: ${vars.color.surfaceRaised};
  border-radius: ${vars.radius.card};
  &:focus {
    outline: none;
  }
`;

const SuccessText = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.action};
`;
