import styled, { keyframes } from "styled-components";
import { motion, space, vars } from "../../theme";
import { OverlayDialog, type DialogBaseProps } from "../overlay-shared";

export type BottomSheetProps = DialogBaseProps;

const slideUp = keyframes`
  from { transform: translateY(100%); }
`;

const SheetDialog = styled(OverlayDialog)`
  width: 100%;
  max-width: 48rem;
  height: fit-content;
  max-height: 90vh;
  max-height: 90dvh;
  margin: 0 auto;
  inset: auto 0 0;
  border-radius: ${vars.radius.card} ${vars.radius.card} 0 0;

  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: ${slideUp} ${motion.base} ease-out;
    }
  }
`;

/** Decorative: the sheet is closed with Esc, the close button or the backdrop, not by dragging. */
const Handle = styled.div`
  flex: none;
  width: 2.5rem;
  height: 0.25rem;
  margin: ${space.xs} auto 0;
  border-radius: 0.125rem;
  background: ${vars.color.borderStrong};
`;

/**
 * A panel sliding up from the bottom edge (the booking summary on mobile), with the Modal's
 * dialog mechanics. At most 90% of the viewport high; its content scrolls, the title and the
 * footer stay in view. The drag handle is decorative.
 */
export function BottomSheet(props: BottomSheetProps) {
  return <SheetDialog {...props} before={<Handle aria-hidden="true" />} />;
}
