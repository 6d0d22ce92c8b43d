import styled, { keyframes } from "styled-components";
import { motion } from "../../theme";
import { OverlayDialog, type DialogBaseProps } from "../overlay-shared";

export type DrawerSide = "left" | "right";

export interface DrawerProps extends DialogBaseProps {
  /** The edge the panel slides in from. */
  side?: DrawerSide;
}

const fromLeft = keyframes`
  from { transform: translateX(-100%); }
`;
const fromRight = keyframes`
  from { transform: translateX(100%); }
`;

const DrawerDialog = styled(OverlayDialog)`
  width: min(calc(100% - 3rem), 26rem);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  inset-block: 0;

  &[data-side="left"] {
    left: 0;
    right: auto;
  }
  &[data-side="right"] {
    left: auto;
    right: 0;
  }
  @media (prefers-reduced-motion: no-preference) {
    &[open][data-side="left"] {
      animation: ${fromLeft} ${motion.base} ease-out;
    }
    &[open][data-side="right"] {
      animation: ${fromRight} ${motion.base} ease-out;
    }
  }
`;

/**
 * A side panel for mobile filters and menus: the Modal's dialog mechanics (top layer, inert
 * page, Esc, backdrop click, focus in and back, scroll lock) in a full-height panel sliding in
 * from the left or right edge.
 */
export function Drawer({ side = "right", ...props }: DrawerProps) {
  return <DrawerDialog {...props} data-side={side} />;
}
