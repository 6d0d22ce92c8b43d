import { useEffect, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { fontSize, motion, space, vars } from "../../theme";
import { Bubble, BubbleAnchor, type BubbleAlign, type BubblePlacement } from "../overlay-shared";
import { Icon } from "../Icon";
import { VisuallyHidden } from "../VisuallyHidden";

/** How long the "Kopierat" confirmation shows (specs: copy tooltip 1000 ms). */
export const COPIED_FEEDBACK_MS = 1000;

export interface CopyFeedbackLabels {
  /** Shown and announced for 1 second after a successful copy ("Kopierat"). */
  copied: string;
  /** Shown and announced when the browser refuses to copy (no permission, insecure page). */
  failed: string;
}

export interface CopyToClipboardProps {
  /** The text put on the clipboard (an address, a phone number, a registration number). */
  text: string;
  /** The button's label, e.g. "Kopiera adress". */
  children: ReactNode;
  /** The confirmation's texts, in the site's language. */
  feedback: CopyFeedbackLabels;
  /** Shows only the icon; the label still names the button for screen readers. */
  hideLabel?: boolean;
  /** Where the confirmation floats. */
  placement?: BubblePlacement;
  align?: BubbleAlign;
  /** Called after the text is on the clipboard. */
  onCopy?: (text: string) => void;
  /** Called when the copy failed (the error is handled: no uncaught rejection). */
  onCopyError?: (error: unknown) => void;
}

type Status = "idle" | "copied" | "failed";

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.xs};
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: ${space.xs} ${space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-family: inherit;
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
  cursor: pointer;
  transition: border-color ${motion.fast};
  &:hover {
    border-color: ${vars.color.borderStrong};
  }
  &[data-icon-only] {
    justify-content: center;
    padding: 0;
  }
`;

/**
 * A button that copies `text` to the clipboard and confirms it with a "Kopierat" bubble for
 * exactly 1 second, also announced to screen readers (a live region). If the browser refuses
 * (no clipboard API, permission denied), it says so the same way; nothing is thrown.
 */
export function CopyToClipboard({
  text,
  children,
  feedback,
  hideLabel = false,
  placement = "top",
  align = "center",
  onCopy,
  onCopyError,
}: CopyToClipboardProps) {
  const [status, setStatus] = useState<Status>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const show = (next: Status) => {
    if (!mounted.current) return;
    clearTimeout(timer.current);
    setStatus(next);
    timer.current = setTimeout(() => setStatus("idle"), COPIED_FEEDBACK_MS);
  };

  const copy = async () => {
    try {
      if (typeof navigator === "undefined" || !navigator.clipboard?.writeText) {
        throw new Error("The clipboard is not available");
      }
      await navigator.clipboard.writeText(text);
      show("copied");
      onCopy?.(text);
    } catch (error) {
      show("failed");
      onCopyError?.(error);
    }
  };

  const message =
    status === "copied" ? feedback.copied : status === "failed" ? feedback.failed : "";

  return (
    <BubbleAnchor>
      <CopyButton
        type="button"
        onClick={() => void copy()}
        data-icon-only={hideLabel ? "" : undefined}
      >
        <Icon name={status === "copied" ? "Check" : "Copy"} size="sm" />
        {hideLabel ? <VisuallyHidden>{children}</VisuallyHidden> : children}
      </CopyButton>
      {/* The visible bubble is for sighted users; the live region announces the same text. */}
      <Bubble
        aria-hidden="true"
        data-visible={message ? "" : undefined}
        $placement={placement}
        $align={align}
      >
        {message}
      </Bubble>
      <VisuallyHidden role="status">{message}</VisuallyHidden>
    </BubbleAnchor>
  );
}
