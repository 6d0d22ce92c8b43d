import styled from "styled-components";
import { fontSize, lineHeight, space, vars } from "../../theme";
import { zIndex } from "../../theme";

export type BubblePlacement = "top" | "bottom";
export type BubbleAlign = "center" | "start" | "end";

/** The gap between a trigger and its bubble; bridged so the pointer can move onto the bubble. */
const gap = space.xs;

/**
 * The small dark label floating over its trigger (Tooltip, CopyToClipboard's "Kopierat").
 * Place it in a `position: relative` wrapper around the trigger; `data-visible` shows it.
 */
export const Bubble = styled.span<{ $placement: BubblePlacement; $align: BubbleAlign }>`
  position: absolute;
  z-index: ${zIndex.tooltip};
  ${({ $placement }) => ($placement === "top" ? `bottom: calc(100% + ${gap});` : `top: calc(100% + ${gap});`)}
  ${({ $align }) =>
    $align === "center"
      ? "left: 50%; transform: translateX(-50%);"
      : $align === "start"
        ? "left: 0;"
        : "right: 0;"}
  width: max-content;
  max-width: min(20rem, calc(100vw - 2rem));
  padding: ${space.xxs} ${space.xs};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surfaceInverse};
  color: ${vars.color.textInverse};
  box-shadow: ${vars.shadow.raised};
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.body};
  line-height: ${lineHeight.body};
  text-align: start;
  text-transform: none;
  white-space: normal;
  overflow-wrap: anywhere;

  &:not([data-visible]) {
    display: none;
  }
  /* Bridges the gap to the trigger: moving the pointer onto the bubble keeps it open. */
  &::before {
    content: "";
    position: absolute;
    left: 0;
    right: 0;
    height: ${gap};
    ${({ $placement }) => ($placement === "top" ? "top: 100%;" : "bottom: 100%;")}
  }
`;

/** The wrapper the bubble is positioned against. */
export const BubbleAnchor = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
`;
