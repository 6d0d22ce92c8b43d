import styled from "styled-components";
import { vars } from "../../theme";

/** Four drawings of accessories in the brand's colours; a kit without photos shows three. */
const shapes = [
  // A towbar.
  "M20 70h50a10 10 0 0 0 10-10V45M80 45a8 8 0 1 1 0-1",
  // A roof box on bars.
  "M15 55h70M25 55V48q0-14 25-14t25 14v7M20 62h60",
  // A wheel.
  "M50 25a25 25 0 1 1 0 50a25 25 0 1 1 0-50M50 40a10 10 0 1 1 0 20a10 10 0 1 1 0-20",
  // A floor mat.
  "M28 25h44l6 50H22zM34 35h32M33 45h34M32 55h36",
] as const;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: 100%;
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.textMuted};
`;

export interface KitPlaceholderProps {
  /** Which of the four drawings (0–3). */
  variant: number;
}

/** A placeholder image of a kit without photos (decorative: the card names the kit). */
export function KitPlaceholder({ variant }: KitPlaceholderProps) {
  return (
    <Svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" data-kit-placeholder={variant}>
      <path
        d={shapes[variant % shapes.length]}
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </Svg>
  );
}
