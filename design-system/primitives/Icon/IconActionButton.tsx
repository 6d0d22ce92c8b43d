import type { ButtonHTMLAttributes, Ref } from "react";
import styled, { css } from "styled-components";
import { motion, vars } from "../../theme";
import { VisuallyHidden } from "../VisuallyHidden";
import { Icon, type IconSize } from "./Icon";
import type { IconName } from "./icons";

export const iconActionTones = ["plain", "outline", "overlay", "action"] as const;
export type IconActionTone = (typeof iconActionTones)[number];

export interface IconActionButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  "children"
> {
  /** The icon shown. */
  icon: IconName;
  /** The button's accessible name (visually hidden; the icon is decorative). */
  label: string;
  /**
   * plain: no surface, takes the text colour (dismiss in a notice); outline: a ring in the text
   * colour (carousel arrows); overlay: a dark translucent disc for use on images and video;
   * action: the brand's action colour (floating buttons).
   */
  tone?: IconActionTone;
  /** sm is 2rem (still above the 24px minimum target), md 2.75rem (the comfortable touch size). */
  size?: "sm" | "md";
  ref?: Ref<HTMLButtonElement>;
}

const toneStyles: Record<IconActionTone, ReturnType<typeof css>> = {
  plain: css`
    background: transparent;
    color: inherit;
    &:hover:not([aria-disabled="true"]) {
      background: ${vars.color.surfaceRaised};
      color: ${vars.color.text};
    }
  `,
  outline: css`
    background: ${vars.color.surface};
    color: ${vars.color.text};
    border-color: ${vars.color.borderStrong};
    &:hover:not([aria-disabled="true"]) {
      border-color: ${vars.color.text};
    }
  `,
  overlay: css`
    background: ${vars.color.overlay};
    color: ${vars.color.textInverse};
  `,
  action: css`
    background: ${vars.color.action};
    color: ${vars.color.actionText};
    box-shadow: ${vars.shadow.overlay};
    &:hover:not([aria-disabled="true"]) {
      background: ${vars.color.actionHover};
    }
  `,
};

const StyledButton = styled.button<{ $tone: IconActionTone; $size: "sm" | "md" }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${({ $size }) => ($size === "sm" ? "2rem" : "2.75rem")};
  height: ${({ $size }) => ($size === "sm" ? "2rem" : "2.75rem")};
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${vars.radius.chip};
  font: inherit;
  cursor: pointer;
  transition:
    background ${motion.fast},
    border-color ${motion.fast};
  ${({ $tone }) => toneStyles[$tone]}
  &:disabled,
  &[aria-disabled="true"] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const iconSize: Record<"sm" | "md", IconSize> = { sm: "sm", md: "md" };

/**
 * A button showing only an icon, named by a visually hidden label. The shared control behind
 * dismiss buttons, carousel arrows, video toggles and the scroll-to-top button.
 */
export function IconActionButton({
  icon,
  label,
  tone = "plain",
  size = "md",
  type = "button",
  ...rest
}: IconActionButtonProps) {
  return (
    <StyledButton type={type} $tone={tone} $size={size} {...rest}>
      <Icon name={icon} size={iconSize[size]} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledButton>
  );
}
