import { useId } from "react";
import styled from "styled-components";
import { fontSize, motion, space, vars } from "../../theme";
import { VisuallyHidden } from "../VisuallyHidden";
import { clampProgressValue, progressPercent } from "./progress";

export interface ProgressBarProps {
  /** Progress reached, between `min` and `max` (e.g. the number of cars shown). */
  value: number;
  /** The end of the range (e.g. the number of cars found). */
  max: number;
  min?: number;
  /** The bar's name, e.g. "Visar 24 av 120 bilar"; shown above the bar unless `hideLabel`. */
  label: string;
  /** Keeps the label for screen readers only (when the same words are shown elsewhere). */
  hideLabel?: boolean;
  /** Read instead of a percentage, e.g. "24 av 120". */
  valueText?: string;
  className?: string;
}

const Root = styled.div`
  display: grid;
  gap: ${space.xs};
  justify-items: center;
  width: 100%;
  max-width: 20rem;
`;

const Label = styled.span`
  font-size: ${fontSize.sm};
  color: ${vars.color.textMuted};
`;

const Track = styled.div`
  width: 100%;
  height: 0.25rem;
  border-radius: ${vars.radius.chip};
  background: ${vars.color.border};
  overflow: hidden;
  /* Forced colours: the track keeps an outline so the bar stays visible. */
  outline: 1px solid transparent;
`;

const Fill = styled.div`
  height: 100%;
  background: ${vars.color.borderStrong};
  transform-origin: left center;
  transition: transform ${motion.base} ease-out;
`;

/**
 * A determinate progress bar (`role="progressbar"` with its value and range), e.g. under a
 * "load more" button: "Visar 24 av 120 bilar".
 */
export function ProgressBar({
  value,
  max,
  min = 0,
  label,
  hideLabel = false,
  valueText,
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const percent = progressPercent(value, min, max);
  return (
    <Root className={className}>
      {hideLabel ? (
        <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
      ) : (
        <Label id={labelId}>{label}</Label>
      )}
      <Track
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={min}
        aria-valuemax={Math.max(min, max)}
        aria-valuenow={clampProgressValue(value, min, max)}
        aria-valuetext={valueText}
      >
        <Fill style={{ transform: `scaleX(${percent / 100})` }} />
      </Track>
    </Root>
  );
}
