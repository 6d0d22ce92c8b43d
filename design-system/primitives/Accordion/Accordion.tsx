import { useRef, type KeyboardEvent, type ReactNode } from "react";
import styled from "styled-components";
import { vars } from "../../theme";
import { Disclosure, type DisclosureHeadingLevel } from "../Disclosure";
import { useControllableState } from "../../hooks/useControllableState";
import { nextOpenIds } from "./openIds";

export interface AccordionItem {
  /** Identifies the item (the ids `onValueChange` reports). */
  id: string;
  /** The header button's text. */
  title: ReactNode;
  /** The content shown while the item is open. */
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Several items open at once; by default opening one closes the others. */
  allowMultiple?: boolean;
  /** The open items' ids (controlled). */
  value?: string[];
  /** The items open at first (uncontrolled). */
  defaultValue?: string[];
  /** Called with the open items' ids after a header is pressed. */
  onValueChange?: (openIds: string[]) => void;
  /** The heading level of the header buttons, to fit the page outline. */
  headingLevel?: DisclosureHeadingLevel;
}

/** Panels that may be open together get the region role only up to this many (APG advice). */
const maxRegions = 6;

const List = styled.div`
  border-top: 1px solid ${vars.color.border};
  & > * {
    border-bottom: 1px solid ${vars.color.border};
  }
`;

const triggerSelector = "[data-disclosure-trigger]";

/**
 * An accordion (WAI-ARIA accordion pattern): a list of disclosures whose header buttons sit in
 * headings. One item open at a time unless `allowMultiple`; an open item can be closed. Arrow
 * Up and Down move between headers, Home and End go to the first and last.
 */
export function Accordion({
  items,
  allowMultiple = false,
  value,
  defaultValue = [],
  onValueChange,
  headingLevel = 3,
}: AccordionProps) {
  const [openIds, setOpenIds] = useControllableState(value, defaultValue, onValueChange);
  const root = useRef<HTMLDivElement>(null);
  const region = allowMultiple ? items.length <= maxRegions : true;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const container = root.current;
    const current = event.target;
    if (!container || !(current instanceof HTMLElement) || !current.matches(triggerSelector)) {
      return;
    }
    // This accordion's headers only, not those of an accordion nested in a panel.
    const triggers = Array.from(container.querySelectorAll<HTMLElement>(triggerSelector)).filter(
      (trigger) => trigger.closest("[data-accordion]") === container,
    );
    const index = triggers.indexOf(current);
    if (index === -1) return;
    const last = triggers.length - 1;
    const target =
      event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : last;
    event.preventDefault();
    triggers[target]?.focus();
  };

  return (
    // Arrow keys are handled for the header buttons inside; the list itself is not a control.
    <List ref={root} data-accordion="" onKeyDown={onKeyDown}>
      {items.map((item) => (
        <Disclosure
          key={item.id}
          summary={item.title}
          headingLevel={headingLevel}
          region={region}
          open={openIds.includes(item.id)}
          onOpenChange={(open) => setOpenIds(nextOpenIds(openIds, item.id, open, allowMultiple))}
        >
          {item.content}
        </Disclosure>
      ))}
    </List>
  );
}
