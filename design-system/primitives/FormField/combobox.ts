import styled, { css } from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { controlSurface, controlText } from "./styles";

/** A search combobox's label: small and bold, above its input. */
export const ComboboxLabel = styled.label`
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
`;

/** A search combobox's text input: a form control's box and text, the full width. */
export const ComboboxInput = styled.input`
  ${controlSurface}
  ${controlText}
  width: 100%;
`;

/**
 * The look of a combobox's suggestion list box, floating over the page at the input's width.
 * Each combobox adds its side (`top: 100%` below the input, `bottom: 100%` above it) and its
 * stacking order.
 */
export const suggestionList = css`
  position: absolute;
  inset-inline: 0;
  margin: ${space.xxs} 0;
  padding: ${space.xxs} 0;
  list-style: none;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.overlay};
`;

/** One suggestion: the one the arrow keys reached (`aria-selected`) is raised and outlined. */
export const suggestionOption = css`
  padding: ${space.xs} ${space.sm};
  cursor: pointer;
  &[aria-selected="true"] {
    background: ${vars.color.surfaceRaised};
    outline: 2px solid ${vars.color.focus};
    outline-offset: -2px;
  }
`;
