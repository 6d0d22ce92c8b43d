import { css } from "styled-components";
import { fontSize, lineHeight, motion, space, vars } from "../../theme";

/**
 * The focus indicator, for the places where the focused element cannot show it itself (a range
 * thumb, a frame around an input with a unit). Matches the global `:focus-visible` outline.
 */
export const focusRing = css`
  outline: 3px solid ${vars.color.focus};
  outline-offset: 2px;
`;

/**
 * The look of a form control's box: border, radius, surface, 44 px touch height, and the invalid
 * and disabled states. Works on the control itself and on a frame around it (`:has`).
 */
export const controlSurface = css`
  box-sizing: border-box;
  min-height: 2.75rem;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  transition:
    border-color ${motion.fast},
    box-shadow ${motion.fast};
  &[aria-invalid="true"],
  &:has([aria-invalid="true"]) {
    border-color: ${vars.color.feedbackError};
    box-shadow: inset 0 0 0 1px ${vars.color.feedbackError};
  }
  &:disabled,
  &:has(:disabled) {
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.textMuted};
    cursor: not-allowed;
  }
`;

/** The text inside a control: the body font at 1rem (no zoom on iOS), comfortable padding. */
export const controlText = css`
  margin: 0;
  padding: ${space.xs} ${space.sm};
  font: inherit;
  font-size: ${fontSize.md};
  line-height: ${lineHeight.body};
  color: inherit;
  &::placeholder {
    color: ${vars.color.textMuted};
    opacity: 1;
  }
`;

/** A frame carrying `controlSurface` around a bare input (units, step buttons): it shows focus. */
export const controlFrame = css`
  ${controlSurface}
  display: flex;
  align-items: stretch;
  &:focus-within {
    ${focusRing}
  }
`;

/** The input inside a `controlFrame`: no own border or outline (the frame shows both). */
export const bareInput = css`
  ${controlText}
  flex: 1 1 auto;
  width: 100%;
  min-width: 0;
  border: 0;
  background: transparent;
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

/** Secondary text under or beside a control (hints, counters, units). */
export const supportText = css`
  font-size: ${fontSize.sm};
  line-height: ${lineHeight.body};
  color: ${vars.color.textMuted};
`;

/**
 * A native checkbox or radio drawn in the brand's style: a 24 px box (the target-size minimum),
 * the action colour when checked, and the invalid and disabled states. In forced-colours mode the
 * platform draws it, so the checked state stays visible.
 */
export const choiceInput = css`
  flex: none;
  appearance: none;
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  border: 2px solid ${vars.color.borderStrong};
  background: ${vars.color.surface};
  cursor: pointer;
  transition:
    background ${motion.fast},
    border-color ${motion.fast},
    box-shadow ${motion.fast};
  &:checked {
    background: ${vars.color.action};
    border-color: ${vars.color.action};
  }
  &[aria-invalid="true"]:not(:checked),
  &[data-invalid]:not(:checked) {
    border-color: ${vars.color.feedbackError};
  }
  &:disabled {
    background: ${vars.color.surfaceRaised};
    border-color: ${vars.color.border};
    cursor: not-allowed;
  }
  &:disabled:checked {
    background: ${vars.color.textMuted};
    border-color: ${vars.color.textMuted};
  }
  @media (forced-colors: active) {
    appearance: auto;
  }
`;
