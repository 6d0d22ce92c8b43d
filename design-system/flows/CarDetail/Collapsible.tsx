import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { mediaUp, space, vars } from "../../theme";
import { Icon } from "../../primitives/Icon";

export interface ShowMoreLabels {
  showMore: string;
  showLess: string;
}

/** Without scripting the button cannot work: the content shows in full and the button goes. */
const withoutScripting = "@media (scripting: none)";

const Clamp = styled.div<{ $height: string; $desktopHeight: string }>`
  position: relative;
  &[data-collapsed] {
    max-height: ${({ $height }) => $height};
    overflow: hidden;
    ${mediaUp("md")} {
      max-height: ${({ $desktopHeight }) => $desktopHeight};
    }
  }
  /* A fade over the last line says the text goes on. */
  &[data-collapsed][data-overflows]::after {
    content: "";
    position: absolute;
    inset: auto 0 0;
    height: ${space.xl};
    background: linear-gradient(transparent, ${vars.color.surface});
    pointer-events: none;
  }
  ${withoutScripting} {
    &[data-collapsed] {
      max-height: none;
    }
    &[data-collapsed][data-overflows]::after {
      display: none;
    }
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 2.75rem;
  padding: ${space.xs} 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${vars.fontWeight.action};
  text-decoration: underline;
  text-decoration-color: ${vars.color.action};
  text-underline-offset: 0.2em;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
  ${withoutScripting} {
    display: none;
  }
`;

interface ShowMoreButtonProps {
  expanded: boolean;
  controls: string;
  labels: ShowMoreLabels;
  onToggle: () => void;
}

/** "Show more" / "show less" for the content it controls (`aria-expanded`). */
export function ShowMoreButton({ expanded, controls, labels, onToggle }: ShowMoreButtonProps) {
  return (
    <Toggle
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      data-show-more=""
      onClick={onToggle}
    >
      {expanded ? labels.showLess : labels.showMore}
      <Icon name={expanded ? "ChevronUp" : "ChevronDown"} />
    </Toggle>
  );
}

export interface CollapsibleProps {
  /** The collapsed height on phones (the alternate layout). */
  collapsedHeight: string;
  /** The collapsed height from the desktop breakpoint; the phone one when omitted. */
  desktopCollapsedHeight?: string;
  labels: ShowMoreLabels;
  children: ReactNode;
}

/**
 * Content cut at a height with "show more" / "show less". The whole content is in the server
 * HTML (and read by screen readers); the button shows only when the content is taller than the
 * cut, which the browser measures. Without scripting the content shows in full.
 */
export function Collapsible({
  collapsedHeight,
  desktopCollapsedHeight = collapsedHeight,
  labels,
  children,
}: CollapsibleProps) {
  const id = useId();
  const clampRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  // Until measured, assume the content is longer than the cut (the usual case).
  const [overflows, setOverflows] = useState(true);

  useEffect(() => {
    const element = clampRef.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded]);

  return (
    <div>
      <Clamp
        ref={clampRef}
        id={id}
        $height={collapsedHeight}
        $desktopHeight={desktopCollapsedHeight}
        data-collapsed={expanded ? undefined : ""}
        data-overflows={overflows ? "" : undefined}
      >
        {children}
      </Clamp>
      {(overflows || expanded) && (
        <ShowMoreButton
          expanded={expanded}
          controls={id}
          labels={labels}
          onToggle={() => setExpanded(!expanded)}
        />
      )}
    </div>
  );
}

interface ItemCutProps {
  total: number;
  /** How many items show while collapsed; no button when that is all of them. */
  shown: number;
  labels: ShowMoreLabels;
  /** The list: give it `id`, and `data-collapsed` while `collapsed` (see `hiddenWhileCollapsed`). */
  children: (list: { id: string; collapsed: boolean }) => ReactNode;
}

/** A list cut after a number of items (marked `data-extra`), with "show more" / "show less". */
export function ItemCut({ total, shown, labels, children }: ItemCutProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const cut = shown < total;
  return (
    <div>
      {children({ id, collapsed: cut && !expanded })}
      {cut && (
        <ShowMoreButton
          expanded={expanded}
          controls={id}
          labels={labels}
          onToggle={() => setExpanded(!expanded)}
        />
      )}
    </div>
  );
}

/** Items beyond `shown` are hidden until expanded (shown in full without scripting). */
export const hiddenWhileCollapsed = `
  &[data-collapsed] > [data-extra] {
    display: none;
  }
  ${withoutScripting} {
    &[data-collapsed] > [data-extra] {
      display: revert;
    }
  }
`;
