import styled, { css } from "styled-components";
import { motion, vars } from "../../theme";
import { Icon } from "../Icon";
import { clamp } from "../NumberInput/normalise";

/*
 * The read-only star rating on its own module: pages that only show a rating (the car detail
 * page's Euro NCAP stars) do not load the input's form field code (issue 17).
 */

export interface CommonProps {
  /** The number of stars (5). */
  max?: number;
  /** Accessible text of a value: "4 of 5" by default; pass `(v, max) => \`${v} av ${max}\``. */
  valueText?: (value: number, max: number) => string;
  className?: string;
}

export interface StarRatingDisplayProps extends CommonProps {
  /** Shows a rating (reviews, averages); fractions fill part of a star. */
  readOnly: true;
  /** The rating shown, 0 to `max`. */
  value: number;
  label?: undefined;
}

export const defaultValueText = (value: number, max: number) => `${value} of ${max}`;

/** Shows a rating as one image whose accessible text is "4 of 5" (`valueText`). */
export function StarRatingDisplay({
  value,
  max = 5,
  valueText = defaultValueText,
  className,
}: StarRatingDisplayProps) {
  const shown = clamp(value, 0, max);
  return (
    <Display role="img" aria-label={valueText(shown, max)} className={className}>
      {Array.from({ length: max }, (_, index) => (
        <DisplayStar key={index}>
          <StarIcon $filled={false} />
          <Portion style={{ width: `${clamp(shown - index, 0, 1) * 100}%` }}>
            <StarIcon $filled />
          </Portion>
        </DisplayStar>
      ))}
    </Display>
  );
}

/** The star, filled when chosen (or shown, read-only). */
export function StarIcon({ $filled }: { $filled: boolean }) {
  return (
    <Star $filled={$filled}>
      <Icon name="Star" size="inherit" />
    </Star>
  );
}

export const filledStar = css`
  fill: ${vars.color.action};
  stroke: ${vars.color.action};
`;

export const Star = styled.span<{ $filled: boolean }>`
  display: block;
  width: 100%;
  height: 100%;
  svg {
    display: block;
    width: 100%;
    height: 100%;
    fill: transparent;
    stroke: ${vars.color.borderStrong};
    stroke-width: 1.5;
    transition: fill ${motion.fast};
    ${({ $filled }) => $filled && filledStar}
  }
`;

const Display = styled.span`
  display: inline-flex;
  gap: 0.125rem;
  vertical-align: middle;
`;

const DisplayStar = styled.span`
  position: relative;
  width: 1.25rem;
  height: 1.25rem;
`;

const Portion = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  & > * {
    width: 1.25rem;
  }
`;
