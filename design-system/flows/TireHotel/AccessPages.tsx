import {
  useRef,
  useState,
  type ClipboardEvent,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { focusRing } from "../../primitives/FormField";
import { Link } from "../../primitives/Link";
import { Notice } from "../../primitives/Notice";
import { Text } from "../../primitives/Text";
import { TextField } from "../../primitives/TextField";
import { canContinue, CODE_LENGTH, isCodeComplete, normaliseRegNo, toCodeDigits } from "./rules";
import { ErrorText, FormGrid, PageBody, type PageProps } from "./shared";
import { LOGGED_IN_STATUS } from "./status";

type Failure = { kind: "notFound" } | { kind: "message"; text: string } | null;

/** Search: the registration number (specs §2.2, §5); Enter submits. */
export function SearchPage({
  state,
  client,
  texts,
  go,
  bookServiceHref,
}: PageProps & { bookServiceHref?: string }) {
  const [regNo, setRegNo] = useState(state.regNo ?? "");
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<Failure>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canContinue(regNo) || loading) return;
    setLoading(true);
    setFailure(null);
    const result = await client.search(regNo);
    setLoading(false);
    if (result.ok) return go("login", { regNo, customer: result.data });
    setFailure(
      result.status === 404 ? { kind: "notFound" } : { kind: "message", text: texts.genericError },
    );
  };

  return (
    <PageBody>
      <Text>{texts.searchIntro}</Text>
      <FormGrid onSubmit={submit} noValidate>
        <TextField
          label={texts.regNoLabel}
          name="regNo"
          placeholder={texts.regNoPlaceholder}
          value={regNo}
          onChange={(event) => {
            setRegNo(normaliseRegNo(event.target.value));
            setFailure(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <div>
          <Button type="submit" disabled={!canContinue(regNo)} loading={loading}>
            {texts.continue}
          </Button>
        </div>
      </FormGrid>
      {failure?.kind === "notFound" ? (
        <Notice tone="error" live>
          <p>{texts.notFound}</p>
          {bookServiceHref ? (
            <p>
              <Link href={bookServiceHref}>{texts.notFoundLink}</Link>
            </p>
          ) : null}
        </Notice>
      ) : failure ? (
        <Notice tone="error" live>
          {failure.text}
        </Notice>
      ) : null}
    </PageBody>
  );
}

/** Login: where the code goes, 'Skicka kod', and whom to contact when the number is wrong. */
export function LoginPage({
  state,
  client,
  texts,
  go,
  contactHref,
}: PageProps & { contactHref: string }) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!state.customer || loading) return;
    setLoading(true);
    setError(null);
    const result = await client.login(state.customer.encryptedPhoneNumber, state.customer.regNo);
    setLoading(false);
    if (result.ok) return go("validate", { codeSent: true, loginMessage: result.data.message });
    setError(result.message ?? texts.genericError);
  };

  return (
    <PageBody>
      <Text>
        {texts.loginIntro} <PhoneNumber>{state.customer?.obfuscatedPhoneNumber}</PhoneNumber>
      </Text>
      <div>
        <Button onClick={send} loading={loading}>
          {texts.sendCode}
        </Button>
      </div>
      {error ? (
        <Notice tone="error" live>
          {error}
        </Notice>
      ) : null}
      <Text size="sm">
        {texts.wrongNumber} <Link href={contactHref}>{texts.contactWorkshops}</Link>
      </Text>
    </PageBody>
  );
}

const PhoneNumber = styled.strong`
  white-space: nowrap;
`;

/** Validate: four one-digit boxes; 'Verifiera kod' once all four are filled. */
export function ValidatePage({ state, client, texts, go }: PageProps) {
  const [digits, setDigits] = useState<string[]>(() => Array(CODE_LENGTH).fill(""));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const complete = isCodeComplete(digits);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || loading || !state.codeSent) return;
    setLoading(true);
    setError(null);
    const result = await client.validate(digits.join(""));
    setLoading(false);
    if (result.ok && result.data.status === LOGGED_IN_STATUS && result.data.vehicles.length > 0) {
      return go("loggedIn", { session: result.data });
    }
    setError((result.ok ? result.data.message : result.message) ?? texts.genericError);
  };

  return (
    <PageBody>
      {state.loginMessage ? <Text>{state.loginMessage}</Text> : null}
      <Text>{texts.validateIntro}</Text>
      <FormGrid onSubmit={submit} noValidate>
        <CodeInput
          digits={digits}
          onChange={(next) => {
            setDigits(next);
            setError(null);
          }}
          legend={texts.codeLegend}
          digitLabel={texts.codeDigitLabel}
          invalid={error !== null}
        />
        <div>
          <Button type="submit" disabled={!complete} loading={loading}>
            {texts.verifyCode}
          </Button>
        </div>
      </FormGrid>
      {error ? (
        <Notice tone="error" live>
          <ErrorText>{error}</ErrorText>
        </Notice>
      ) : null}
    </PageBody>
  );
}

interface CodeInputProps {
  digits: string[];
  onChange: (digits: string[]) => void;
  legend: string;
  digitLabel: (position: number, total: number) => string;
  invalid?: boolean;
}

/**
 * One box per digit: typing a digit moves to the next box, Backspace in an empty box goes back
 * and clears the previous one, pasting fills the boxes with the first four digits.
 */
export function CodeInput({ digits, onChange, legend, digitLabel, invalid }: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  const fill = (from: number, typed: string[]) => {
    const next = [...digits];
    typed.forEach((digit, offset) => {
      if (from + offset < CODE_LENGTH) next[from + offset] = digit;
    });
    onChange(next);
    focusBox(from + typed.length);
  };

  const onBoxChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = toCodeDigits(event.target.value.replace(digits[index] ?? "", ""));
    const value = typed.length > 0 ? typed : toCodeDigits(event.target.value);
    if (value.length === 0) {
      const next = [...digits];
      next[index] = "";
      return onChange(next);
    }
    fill(index, value);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = "";
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight" && index < CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = toCodeDigits(event.clipboardData.getData("text"));
    if (pasted.length === 0) return;
    const next = Array<string>(CODE_LENGTH).fill("");
    pasted.forEach((digit, index) => (next[index] = digit));
    onChange(next);
    focusBox(pasted.length);
  };

  return (
    <Fieldset>
      <Legend>{legend}</Legend>
      <Boxes>
        {Array.from({ length: CODE_LENGTH }, (_, index) => (
          <Box
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={digitLabel(index + 1, CODE_LENGTH)}
            aria-invalid={invalid || undefined}
            value={digits[index] ?? ""}
            onChange={onBoxChange(index)}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </Boxes>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${space.xs};
  font-weight: ${vars.fontWeight.action};
`;

const Boxes = styled.div`
  display: flex;
  gap: ${space.xs};
`;

const Box = styled.input`
  width: 3rem;
  height: 3.5rem;
  padding: 0;
  border: 2px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-family: inherit;
  font-size: ${fontSize.xl};
  font-weight: ${vars.fontWeight.action};
  text-align: center;
  &[aria-invalid="true"] {
    border-color: ${vars.color.feedbackError};
  }
  &:focus-visible {
    ${focusRing}
  }
`;
