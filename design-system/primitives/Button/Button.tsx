import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import styled, { css } from "styled-components";
import { fontSize, motion, space, vars } from "../../theme";
import { useLinkComponent } from "../LinkProvider";
import { toButtonVariant, type ButtonVariant } from "./variant";

type CommonProps = {
  /** Primary, Secondary, Ghost or Ghost Contrast; any other value renders as Primary. */
  variant?: ButtonVariant | (string & {});
  children: ReactNode;
  /** Shows a busy state and blocks activation while an action runs. */
  loading?: boolean;
};

export type ButtonProps = CommonProps &
  (
    | ({ href?: undefined; ref?: Ref<HTMLButtonElement> } & ButtonHTMLAttributes<HTMLButtonElement>)
    | { href: string; target?: string; rel?: string; onClick?: () => void; disabled?: undefined }
  );

const variantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  Primary: css`
    background: ${vars.color.action};
    color: ${vars.color.actionText};
    border-color: ${vars.color.action};
    &:hover:not([aria-disabled="true"]) {
      background: ${vars.color.actionHover};
      border-color: ${vars.color.actionHover};
    }
  `,
  Secondary: css`
    background: ${vars.color.actionSecondary};
    color: ${vars.color.actionSecondaryText};
    border-color: ${vars.color.actionSecondary};
  `,
  // Ghost takes the colour of where it is placed (body text, or the text of a brand band).
  Ghost: css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
  `,
  "Ghost Contrast": css`
    background: transparent;
    color: ${vars.color.textInverse};
    border-color: currentColor;
  `,
};

const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: 2.75rem;
  padding: ${space.xs} ${space.lg};
  border: 2px solid transparent;
  border-radius: ${vars.radius.action};
  font-family: inherit;
  font-size: ${fontSize.md};
  font-weight: ${vars.fontWeight.action};
  text-transform: ${vars.textTransform.action};
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${motion.fast},
    border-color ${motion.fast};
  ${({ $variant }) => variantStyles[$variant]}
  &[aria-disabled="true"] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;
const StyledAnchor = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

/** The call to action: a `<button>`, or a link styled as one when `href` is given. */
export function Button(props: ButtonProps) {
  const Link = useLinkComponent();
  const variant = toButtonVariant(props.variant);
  const { loading = false } = props;

  if (props.href !== undefined) {
    const { href, target, rel, onClick, children } = props;
    return (
      <StyledAnchor
        as={Link}
        href={href}
        target={target}
        rel={rel}
        onClick={onClick}
        $variant={variant}
      >
        {children}
      </StyledAnchor>
    );
  }

  const {
    variant: _variant,
    loading: _loading,
    children,
    disabled,
    onClick,
    type,
    ...rest
  } = props;
  const inactive = Boolean(disabled) || loading;
  return (
    <StyledButton
      {...rest}
      type={type ?? "button"}
      $variant={variant}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      onClick={inactive ? (event) => event.preventDefault() : onClick}
    >
      {children}
    </StyledButton>
  );
}
