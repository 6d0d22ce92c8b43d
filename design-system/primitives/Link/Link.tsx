import {
  useRef,
  type AnchorHTMLAttributes,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import styled, { css } from "styled-components";
import { motion, vars } from "../../theme";
import { useLinkComponent } from "../LinkProvider";
import { VisuallyHidden } from "../VisuallyHidden";
import { linkRel, opensNewTab } from "./rel";

export type LinkVariant = "inline" | "standalone";

/**
 * A link given a `target` (the CMS's, which may open a new tab) must bring the hidden text read
 * after it when it does, e.g. "(öppnas i ny flik)": the design system has no language of its own.
 */
type NewTabProps =
  | { target?: undefined; newTabLabel?: undefined }
  | { target: string | undefined; newTabLabel: string };

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target"> &
  NewTabProps & {
    href: string;
    children: ReactNode;
    /**
     * inline: underlined, for links inside running text; standalone: bold, underlined on hover,
     * for links that stand alone ("Se alla bilar").
     */
    variant?: LinkVariant;
    /**
     * Page-editing mode (the CMS editor): the link text is editable, clicks never navigate, and
     * the anchor is marked `data-editable-link` (as the app's EditingLink does) for the editor to attach its link dialog.
     */
    editing?: boolean;
    /** Editing mode: called with the new link text when the author leaves the text. */
    onTextEdit?: (text: string) => void;
  };

const variantStyles: Record<LinkVariant, ReturnType<typeof css>> = {
  inline: css`
    text-decoration: underline;
    text-decoration-thickness: 1px;
    &:hover {
      text-decoration-thickness: 2px;
    }
  `,
  standalone: css`
    font-weight: ${vars.fontWeight.action};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
      text-decoration-thickness: 2px;
    }
  `,
};

const StyledLink = styled.a<{ $variant: LinkVariant; $editing: boolean }>`
  color: inherit;
  text-decoration-color: ${vars.color.action};
  text-underline-offset: 0.2em;
  transition: text-decoration-thickness ${motion.fast};
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $editing }) =>
    $editing &&
    css`
      cursor: text;
      outline: 1px dashed ${vars.color.borderStrong};
      outline-offset: 2px;
    `}
`;

/**
 * A text link. It renders through the app's router link (`LinkProvider`); a link opening a new
 * tab gets `rel="noopener noreferrer"` and the caller's hidden new-tab text. In page-editing
 * mode it becomes editable and never navigates.
 */
export function Link({
  href,
  children,
  variant = "inline",
  newTabLabel,
  editing = false,
  onTextEdit,
  target,
  rel,
  onClick,
  onBlur,
  ...rest
}: LinkProps) {
  const RouterLink = useLinkComponent();
  const newTab = opensNewTab(target);
  const textRef = useRef<HTMLSpanElement>(null);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Editing: the author is placing the caret or opening the editor's link dialog, not leaving.
    // Router links skip navigation when the event is already prevented.
    if (editing) event.preventDefault();
    onClick?.(event);
  };

  // Focus leaving the editable text bubbles up here: report the edited text.
  const handleBlur = (event: FocusEvent<HTMLAnchorElement>) => {
    if (editing && event.target === textRef.current) {
      onTextEdit?.(textRef.current?.textContent ?? "");
    }
    onBlur?.(event);
  };

  return (
    <StyledLink
      as={RouterLink}
      {...rest}
      href={href}
      target={target}
      rel={linkRel(target, rel)}
      onClick={handleClick}
      onBlur={handleBlur}
      data-editable-link={editing ? "" : undefined}
      $variant={variant}
      $editing={editing}
    >
      {editing ? (
        <span ref={textRef} contentEditable suppressContentEditableWarning>
          {children}
        </span>
      ) : (
        children
      )}
      {/* A no-break space: it separates the words for screen readers, but is not collapsed
          away inside the hidden span, and leaves no underlined gap before the punctuation. */}
      {newTab ? <VisuallyHidden>{`\u00a0${newTabLabel}`}</VisuallyHidden> : null}
    </StyledLink>
  );
}
