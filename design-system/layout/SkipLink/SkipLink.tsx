import type { MouseEvent } from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { fontSize, space, vars, zIndex } from "../../theme";

/** The id the page's main content carries for the skip link (and ScrollToTop). */
export const MAIN_CONTENT_ID = "main-content";

export interface SkipLinkProps {
  /** The link text in the site's language, e.g. "Hoppa till innehållet". */
  label: string;
  /** Id of the element to skip to; the main content by default. */
  targetId?: string;
}

/** Visually hidden (the shared VisuallyHidden rules) until it has focus. */
const StyledLink = styled(VisuallyHidden)`
  inset-inline-start: ${space.md};
  inset-block-start: ${space.md};
  z-index: ${zIndex.skipLink};
  border-radius: ${vars.radius.action};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.overlay};
  font-size: ${fontSize.md};
  font-weight: ${vars.fontWeight.action};
  text-decoration: underline;
  &:focus {
    width: auto;
    height: auto;
    margin: 0;
    padding: ${space.sm} ${space.md};
    overflow: visible;
    clip: auto;
    white-space: normal;
  }
`;

/**
 * The first link on the page: hidden until focused by the keyboard, it jumps past the header
 * and navigation to the main content and moves focus there.
 */
export function SkipLink({ label, targetId = MAIN_CONTENT_ID }: SkipLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    // Focus the target itself (not only scroll to it), so the next Tab continues from there.
    event.preventDefault();
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
    target.scrollIntoView();
  };

  return (
    <StyledLink as="a" href={`#${targetId}`} onClick={handleClick}>
      {label}
    </StyledLink>
  );
}
