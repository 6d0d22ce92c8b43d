import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type BaseSyntheticEvent,
  type ReactNode,
  type Ref,
} from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import styled from "styled-components";
import { space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { Heading, type HeadingLevel } from "../../primitives/Heading";
import { Notice } from "../../primitives/Notice";

/** What sending a form came to: sent, refused field by field (400), or failed. */
export type LeadOutcome = { ok: true } | { ok: false; fields?: Record<string, string> };

/** idle → submitting → success, or error (kept values), or invalid (field messages). */
export type LeadStatus = "idle" | "submitting" | "success" | "error" | "invalid";

/**
 * Submits a react-hook-form form once at a time: while a submission is under way a second
 * one is ignored (double submission is impossible even before the fieldset disables). The
 * values stay as typed on every error; server messages land on their fields. The forms turn
 * react-hook-form's own focusing off (`shouldFocusError: false`): LeadFormShell moves focus to
 * the first invalid field in the order the visitor sees them, radio groups and calendars too.
 */
export function useLeadSubmit<Input extends FieldValues, Values>(
  form: UseFormReturn<Input, unknown, Values>,
  send: (values: Values) => Promise<LeadOutcome>,
) {
  const [status, setStatus] = useState<LeadStatus>("idle");
  /** Counts the submits that ended invalid, so focus moves to the first invalid field each time. */
  const [invalidCount, setInvalidCount] = useState(0);
  const inFlight = useRef(false);
  const { handleSubmit, setError } = form;
  const submit = useCallback(
    (event?: BaseSyntheticEvent) =>
      handleSubmit(
        async (values) => {
          if (inFlight.current) return;
          inFlight.current = true;
          setStatus("submitting");
          let outcome: LeadOutcome;
          try {
            outcome = await send(values);
          } catch {
            outcome = { ok: false };
          } finally {
            inFlight.current = false;
          }
          if (outcome.ok) {
            setStatus("success");
            return;
          }
          const fields = Object.entries(outcome.fields ?? {});
          for (const [field, message] of fields) {
            setError(field as Path<Input>, { type: "server", message });
          }
          if (fields.length > 0) setInvalidCount((count) => count + 1);
          setStatus(fields.length > 0 ? "invalid" : "error");
        },
        () => {
          setInvalidCount((count) => count + 1);
          setStatus("invalid");
        },
      )(event),
    [handleSubmit, setError, send],
  );
  /** Back to idle (a form that offers to send another after its success). */
  const restart = useCallback(() => setStatus("idle"), []);
  return { status, submit, invalidCount, restart };
}

export interface LeadFormTexts {
  /** The form's heading; a form without one is named by `label`. */
  heading?: string;
  /** The form's accessible name when it has no heading. */
  label?: string;
  submit: string;
  sending: string;
  invalidInput: string;
  /** The failure text (the hub failed or could not be reached). */
  error: string;
  successTitle: string;
  success?: string;
}

export interface LeadFormShellProps {
  texts: LeadFormTexts;
  status: LeadStatus;
  /** useLeadSubmit's count of invalid submits: each one moves focus to the first invalid field. */
  invalidCount: number;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The form's name at the hub, marked for analytics (`data-lead-form`). */
  formName: string;
  headingLevel?: HeadingLevel;
  /** Shown above the submit button (a consent text). */
  footnote?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a lead form: heading, the form-level notice (invalid input or failure, focused
 * and announced), the fields (disabled while submitting), the submit button with its progress,
 * and in place of the form the success message (focused) once the hub has it.
 */
export function LeadFormShell({
  texts,
  status,
  invalidCount,
  onSubmit,
  formName,
  headingLevel = 2,
  footnote,
  children,
}: LeadFormShellProps) {
  const headingId = useId();
  const noticeRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (status === "success") successRef.current?.focus();
    if (status === "error") noticeRef.current?.focus();
  }, [status]);
  useEffect(() => {
    const form = formRef.current;
    if (invalidCount === 0 || !form) return;
    // react-hook-form renders the field errors after its invalid callback: focus once they show.
    const frame = requestAnimationFrame(() => focusFirstInvalid(form));
    return () => cancelAnimationFrame(frame);
  }, [invalidCount]);

  const submitting = status === "submitting";
  return (
    <Root
      aria-labelledby={texts.heading ? headingId : undefined}
      aria-label={texts.heading ? undefined : texts.label}
      data-status={status}
    >
      {texts.heading ? (
        <Heading level={headingLevel} size="lg" id={headingId}>
          {texts.heading}
        </Heading>
      ) : null}
      {status === "success" ? (
        <Success ref={successRef} tabIndex={-1} role="status" data-lead-success>
          <Notice tone="success" title={texts.successTitle}>
            {texts.success ? <p>{texts.success}</p> : null}
          </Notice>
        </Success>
      ) : (
        <LeadFormElement
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          data-lead-form={formName}
          aria-labelledby={texts.heading ? headingId : undefined}
          aria-label={texts.heading ? undefined : texts.label}
          aria-busy={submitting}
        >
          <LeadFormNotice ref={noticeRef} status={status} texts={texts} />
          <LeadFormFields disabled={submitting}>
            {children}
            {footnote ? <Footnote>{footnote}</Footnote> : null}
            <LeadSubmitButton status={status} texts={texts} />
          </LeadFormFields>
        </LeadFormElement>
      )}
    </Root>
  );
}

/**
 * The form-level notice above the fields: the invalid-input text after an invalid submit, the
 * failure text after a failed one (announced; the shell focuses it on a failure).
 */
export function LeadFormNotice({
  ref,
  status,
  texts,
}: {
  ref?: Ref<HTMLDivElement>;
  status: LeadStatus;
  texts: Pick<LeadFormTexts, "invalidInput" | "error">;
}) {
  return (
    <Status ref={ref} tabIndex={-1}>
      {status === "invalid" ? (
        <Notice tone="error" live>
          {texts.invalidInput}
        </Notice>
      ) : null}
      {status === "error" ? (
        <Notice tone="error" live>
          {texts.error}
        </Notice>
      ) : null}
    </Status>
  );
}

/** The submit button, showing its progress while the form is being sent. */
export function LeadSubmitButton({
  status,
  texts,
}: {
  status: LeadStatus;
  texts: Pick<LeadFormTexts, "submit" | "sending">;
}) {
  const submitting = status === "submitting";
  return (
    <div>
      <Button type="submit" loading={submitting}>
        {submitting ? texts.sending : texts.submit}
      </Button>
    </div>
  );
}

/**
 * Focuses the first field marked invalid (aria-invalid on a control, data-invalid on a radio,
 * a box of a group or a calendar): a checked radio before the first, a calendar's current day.
 */
export function focusFirstInvalid(form: HTMLElement) {
  const first = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (!first) return;
  if (first instanceof HTMLInputElement && first.type === "radio" && first.name) {
    const checked = form.querySelector<HTMLElement>(
      `input[name="${CSS.escape(first.name)}"]:checked`,
    );
    (checked ?? first).focus();
    return;
  }
  const inner = first.matches("input, select, textarea, button")
    ? null
    : first.querySelector<HTMLElement>('[tabindex="0"]');
  (inner ?? first).focus();
}

const Root = styled.section`
  display: grid;
  gap: ${space.md};
  max-width: 40rem;
`;

/** The form element of a lead form. */
export const LeadFormElement = styled.form`
  display: grid;
  gap: ${space.md};
`;

const Status = styled.div`
  &:focus {
    outline: none;
  }
  &:empty {
    display: none;
  }
`;

const Success = styled.div`
  &:focus {
    outline: none;
  }
`;

/** The form's fields, all disabled while it is being sent. */
export const LeadFormFields = styled.fieldset`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Footnote = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;
