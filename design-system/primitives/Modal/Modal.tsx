import styled, { keyframes } from "styled-components";
import { mediaUp, motion, vars } from "../../theme";
import { OverlayDialog, type DialogBaseProps } from "../overlay-shared";

export const modalSizes = ["sm", "md", "lg", "fullscreen"] as const;
export type ModalSize = (typeof modalSizes)[number];

export interface ModalProps extends DialogBaseProps {
  /** Width: sm (confirmations), md (forms), lg (comparisons, galleries) or fullscreen. */
  size?: ModalSize;
}

const appear = keyframes`
  from { opacity: 0; transform: translateY(1rem) scale(0.98); }
`;

const ModalDialog = styled(OverlayDialog)`
  width: calc(100% - 2rem);
  max-width: 40rem;
  height: fit-content;
  max-height: calc(100% - 2rem);
  margin: auto;
  border-radius: ${vars.radius.card};

  &[data-size="sm"] {
    max-width: 26rem;
  }
  &[data-size="lg"] {
    max-width: 60rem;
  }
  &[data-size="fullscreen"] {
    width: 100%;
    max-width: none;
    height: 100%;
    max-height: none;
    border-radius: 0;
  }
  ${mediaUp("sm")} {
    width: calc(100% - 4rem);
    max-height: calc(100% - 4rem);
  }
  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: ${appear} ${motion.base} ease-out;
    }
  }
`;

/**
 * A modal dialog (WAI-ARIA dialog pattern) on the native `<dialog>` with `showModal()`: the page
 * behind is inert and does not scroll, Esc, the close button and (by default) a backdrop click
 * ask to close through `onClose`, focus moves in on open and back to the opener on close.
 * Controlled: render it with `open` and set that false in `onClose`.
 */
export function Modal({ size = "md", ...props }: ModalProps) {
  return <ModalDialog {...props} data-size={size} />;
}
