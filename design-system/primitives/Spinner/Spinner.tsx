import styled, { keyframes } from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { VisuallyHidden } from "../VisuallyHidden";

export const spinnerSizes = { sm: "1rem", md: "1.5rem", lg: "2.5rem" } as const;
export type SpinnerSize = keyof typeof spinnerSizes;

export interface SpinnerProps {
  /** What is loading, read by screen readers ("Laddar bilar…"): the caller's text. */
  label: string;
  /** Shows the label beside the spinner instead of for screen readers only. */
  showLabel?: boolean;
  size?: SpinnerSize;
  className?: string;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  font-size: ${fontSize.sm};
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 0.1875rem solid ${vars.color.border};
  border-top-color: ${vars.color.borderStrong};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    /* A static ring with its label; the global rule would make it flicker, not stop. */
    animation: none;
  }
`;

/** An indeterminate loading indicator: `role="status"` named by its label. */
export function Spinner({ label, showLabel = false, size = "md", className }: SpinnerProps) {
  return (
    <Root role="status" className={className}>
      <Ring aria-hidden="true" $size={spinnerSizes[size]} />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Root>
  );
}
