import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { fontSize, lineHeight, motion, space, vars } from "../../theme";
import { Icon } from "../Icon";
import { useControllableState } from "../../hooks/useControllableState";

export type DisclosureHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface DisclosureProps {
  /** The button's text: what the hidden content is about. */
  summary: ReactNode;
  /** The content shown while open. */
  children: ReactNode;
  /** Open (controlled). */
  open?: boolean;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new state when the button is pressed. */
  onOpenChange?: (open: boolean) => void;
  /** Wraps the button in a heading of this level (accordions, FAQ); none by default. */
  headingLevel?: DisclosureHeadingLevel;
  /**
   * Gives the content the `region` role, named by the button. On by default; Accordion turns
   * it off when more than six panels could be open, so landmarks do not pile up.
   */
  region?: boolean;
}

const Heading = styled.h3`
  margin: 0;
  font-size: inherit;
  font-weight: inherit;
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  width: 100%;
  min-height: 2.75rem;
  padding: ${space.sm} 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-family: ${vars.font.heading};
  font-size: ${fontSize.md};
  font-weight: ${vars.fontWeight.heading};
  line-height: ${lineHeight.tight};
  text-align: start;
  cursor: pointer;
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: no-preference) {
    svg {
      transition: transform ${motion.base} ease;
    }
  }
`;

/**
 * Collapsed: no height and `visibility: hidden` (out of the accessibility tree and the tab
 * order). The height animates (grid rows 0fr to 1fr) unless reduced motion is asked for.
 */
const Panel = styled.div`
  display: grid;
  grid-template-rows: 0fr;
  visibility: hidden;
  &[data-open] {
    grid-template-rows: 1fr;
    visibility: visible;
  }
  @media (prefers-reduced-motion: no-preference) {
    /* Closing: the content stays visible until it has collapsed. */
    transition:
      grid-template-rows ${motion.base} ease,
      visibility 0s linear ${motion.base};
    /* Opening: visible (focusable) at once, then it grows. */
    &[data-open] {
      transition:
        grid-template-rows ${motion.base} ease,
        visibility 0s;
    }
  }
`;

const PanelInner = styled.div`
  min-height: 0;
  overflow: hidden;
`;

const PanelContent = styled.div`
  padding: ${space.xxs} 0 ${space.md};
`;

/**
 * A disclosure (WAI-ARIA disclosure pattern): a button with `aria-expanded` and
 * `aria-controls` that shows and hides the content below it. Controlled (`open`) or not
 * (`defaultOpen`). The content is always rendered (server HTML, find in page for open ones).
 */
export function Disclosure({
  summary,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  headingLevel,
  region = true,
}: DisclosureProps) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;

  const button = (
    <Trigger
      type="button"
      id={buttonId}
      aria-expanded={isOpen}
      aria-controls={panelId}
      data-disclosure-trigger=""
      onClick={() => setOpen(!isOpen)}
    >
      <span>{summary}</span>
      <Icon name="ChevronDown" />
    </Trigger>
  );

  return (
    <div>
      {headingLevel ? <Heading as={`h${headingLevel}`}>{button}</Heading> : button}
      <Panel
        id={panelId}
        role={region ? "region" : undefined}
        aria-labelledby={region ? buttonId : undefined}
        data-open={isOpen ? "" : undefined}
      >
        <PanelInner>
          <PanelContent>{children}</PanelContent>
        </PanelInner>
      </Panel>
    </div>
  );
}
