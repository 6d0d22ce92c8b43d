import { cloneElement, useEffect, useId, useState, type ReactElement } from "react";
import { Bubble, BubbleAnchor, type BubbleAlign, type BubblePlacement } from "../overlay-shared";
import { truncateTooltip } from "./truncate";

export interface TooltipProps {
  /** The tooltip text, in the site language; cut at 288 characters plus "…". */
  content: string;
  /**
   * The trigger: one focusable element (a button, a link) that the tooltip describes. It gets
   * `aria-describedby` pointing at the tooltip, so screen readers read the text with it.
   */
  children: ReactElement<{ "aria-describedby"?: string }>;
  /** Above (default) or below the trigger. */
  placement?: BubblePlacement;
  /** Centred on the trigger, or flush with its start or end edge (triggers near a page edge). */
  align?: BubbleAlign;
  /** Forces the tooltip shown or hidden; by default it follows hover and keyboard focus. */
  open?: boolean;
}

/**
 * A tooltip (WAI-ARIA tooltip pattern, WCAG 1.4.13): shows while its trigger is hovered or has
 * keyboard focus, stays while the pointer moves onto it (hoverable), stays until hover and focus
 * leave (persistent), and Esc hides it without moving focus (dismissable). Texts longer than 288
 * characters are cut with an ellipsis.
 */
export function Tooltip({
  content,
  children,
  placement = "top",
  align = "center",
  open,
}: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const visible = open ?? ((hovered || focused) && !dismissed);

  useEffect(() => {
    if (!visible || open !== undefined) return;
    // Capture phase: Esc hides the tooltip first and goes no further (it does not also close
    // the dialog the trigger sits in).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      event.stopPropagation();
      setDismissed(true);
    };
    document.addEventListener("keydown", onKeyDown, true);
    return () => document.removeEventListener("keydown", onKeyDown, true);
  }, [visible, open]);

  const describedBy = [children.props["aria-describedby"], id].filter(Boolean).join(" ");

  return (
    <BubbleAnchor
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        setDismissed(false);
      }}
      onBlur={() => setFocused(false)}
    >
      {cloneElement(children, { "aria-describedby": describedBy })}
      <Bubble
        role="tooltip"
        id={id}
        data-visible={visible ? "" : undefined}
        $placement={placement}
        $align={align}
      >
        {truncateTooltip(content)}
      </Bubble>
    </BubbleAnchor>
  );
}
