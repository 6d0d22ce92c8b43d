import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import styled, { css } from "styled-components";
import { space, vars } from "../../theme";
import { FormField, focusRing } from "../FormField";
import { useControllableState } from "../../hooks/useControllableState";
import { VisuallyHidden } from "../VisuallyHidden";
import {
  type CommonProps,
  defaultValueText,
  filledStar,
  Star,
  StarIcon,
  StarRatingDisplay,
  type StarRatingDisplayProps,
} from "./StarRatingDisplay";

export type { StarRatingDisplayProps } from "./StarRatingDisplay";
export { StarRatingDisplay } from "./StarRatingDisplay";

export interface StarRatingInputProps extends CommonProps {
  readOnly?: false;
  /** The question, the group's legend ("Hur nöjd är du med bokningen?"). */
  label: ReactNode;
  /** The chosen number of stars (controlled); `null` for none. */
  value?: number | null;
  /** The initial number of stars (uncontrolled). */
  defaultValue?: number | null;
  /** Called with the chosen number of stars. */
  onChange?: (value: number) => void;
  /** Accessible name of each star's radio: "1 star", "2 stars" … by default. */
  starLabel?: (stars: number, max: number) => string;
  /** The form field name; generated when omitted. */
  name?: string;
  /** Help text under the legend. */
  hint?: ReactNode;
  /** Error message under the stars ("Välj minst en stjärna"). */
  error?: ReactNode;
  /** A rating must be given: an asterisk after the legend and `required` on the radios. */
  required?: boolean;
  disabled?: boolean;
  /** Hides the legend visually; it stays the group's name. */
  hideLabel?: boolean;
}

export type StarRatingProps = StarRatingInputProps | StarRatingDisplayProps;

const defaultStarLabel = (stars: number) => (stars === 1 ? "1 star" : `${stars} stars`);

/**
 * A 1 to 5 star rating. As an input it is a radio group (native radios under the stars): Tab
 * enters it, arrow keys move and select, Home and End pick the lowest and highest rating. With
 * `readOnly` it shows a rating as one image whose accessible text is "4 of 5" (`valueText`).
 */
export function StarRating(props: StarRatingProps) {
  if (props.readOnly) return <StarRatingDisplay {...props} />;
  return <StarRatingInput {...props} />;
}

function StarRatingInput({
  label,
  value,
  defaultValue = null,
  onChange,
  max = 5,
  valueText = defaultValueText,
  starLabel = defaultStarLabel,
  name,
  hint,
  error,
  required = false,
  disabled = false,
  hideLabel,
  className,
}: StarRatingInputProps) {
  const generatedName = useId();
  const groupName = name ?? generatedName;
  const [rating, setRating] = useControllableState<number | null>(value, defaultValue, (next) => {
    if (next !== null) onChange?.(next);
  });
  const starsRef = useRef<HTMLDivElement>(null);

  const choose = (stars: number) => {
    if (stars !== rating) setRating(stars);
  };

  // Native radios already move and select with the arrow keys; Home and End are added.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || (event.key !== "Home" && event.key !== "End")) return;
    event.preventDefault();
    const stars = event.key === "Home" ? 1 : max;
    choose(stars);
    starsRef.current?.querySelector<HTMLInputElement>(`input[value="${stars}"]`)?.focus();
  };

  return (
    <FormField
      variant="group"
      label={label}
      hint={hint}
      error={error}
      required={required}
      hideLabel={hideLabel}
      className={className}
    >
      {(group, { invalid }) => (
        // The key handler only adds Home/End to the radios inside; it is not a control itself.
        <Stars ref={starsRef} onKeyDown={onKeyDown} $disabled={disabled}>
          {Array.from({ length: max }, (_, index) => {
            const stars = index + 1;
            return (
              <StarOption key={stars} $filled={rating !== null && stars <= rating}>
                <Radio
                  type="radio"
                  name={groupName}
                  value={stars}
                  checked={rating === stars}
                  onChange={() => choose(stars)}
                  disabled={disabled}
                  required={group.required}
                  data-invalid={invalid || undefined}
                />
                <StarIcon $filled={rating !== null && stars <= rating} />
                <VisuallyHidden>{starLabel(stars, max)}</VisuallyHidden>
              </StarOption>
            );
          })}
          {rating !== null ? <Summary aria-hidden="true">{valueText(rating, max)}</Summary> : null}
        </Stars>
      )}
    </FormField>
  );
}

const Stars = styled.div<{ $disabled: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  ${({ $disabled }) =>
    $disabled
      ? css`
          & label {
            opacity: 0.6;
          }
        `
      : css`
          /* Hover previews the rating: every star up to the pointer fills. */
          &:has(label:hover) ${Star} svg {
            ${filledStar}
          }
          & label:hover ~ label ${Star} svg {
            fill: transparent;
            stroke: ${vars.color.borderStrong};
          }
        `}
`;

const StarOption = styled.label<{ $filled: boolean }>`
  position: relative;
  display: block;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0.25rem;
  border-radius: ${vars.radius.control};
  cursor: pointer;
  &:has(input:focus-visible) {
    ${focusRing}
  }
  &:has(input:disabled) {
    cursor: not-allowed;
  }
`;

/** The native radio: invisible but covering the star, so clicks and keys reach it. */
const Radio = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  opacity: 0;
  cursor: inherit;
`;

const Summary = styled.span`
  margin-inline-start: ${space.xs};
  color: ${vars.color.textMuted};
`;
