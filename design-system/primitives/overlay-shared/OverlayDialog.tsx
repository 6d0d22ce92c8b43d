import { useId, useRef, type ReactNode, type RefObject } from "react";
import styled, { keyframes } from "styled-components";
import { fontSize, motion, space, vars } from "../../theme";
import { Heading } from "../Heading";
import { Icon } from "../Icon";
import { useModalDialog } from "./useModalDialog";
import { useScrollableTabStop } from "./useScrollableTabStop";

/** The props every modal overlay shares (Modal, Drawer, BottomSheet). */
export interface DialogBaseProps {
  /** Whether the dialog is shown. The parent owns this state and sets it false in `onClose`. */
  open: boolean;
  /** Called on every close request: Esc, the close button, a backdrop click. */
  onClose: () => void;
  /** The dialog's title (an h2); it names the dialog (`aria-labelledby`). */
  title: ReactNode;
  /** A short text under the title; it describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  /** The dialog's content; it scrolls when taller than the dialog. */
  children?: ReactNode;
  /** Actions pinned below the content (e.g. "Visa 124 bilar", "Avbryt"). */
  footer?: ReactNode;
  /** Accessible name of the close button, in the site language ("Stäng"). */
  closeLabel: string;
  /** Whether a click on the dimmed backdrop closes the dialog. */
  closeOnBackdropClick?: boolean;
  /**
   * The element that gets focus on open. By default the first focusable element in the
   * content, or the dialog itself (which then reads its title and description).
   */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * For catalogues only (Storybook's every-brand snapshot): renders the open panel in place,
   * non-modal, with no focus or scroll handling. Never in the app.
   */
  inlinePreview?: boolean;
}

export interface OverlayDialogProps extends DialogBaseProps {
  /** Set by `styled(OverlayDialog)` in Modal, Drawer and BottomSheet. */
  className?: string;
  /** Rendered above the header (the bottom sheet's drag handle). */
  before?: ReactNode;
  [dataAttribute: `data-${string}`]: string | undefined;
}

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const Dialog = styled.dialog`
  box-sizing: border-box;
  padding: 0;
  border: 0;
  color: ${vars.color.text};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.overlay};
  overflow: hidden;

  &[open] {
    display: flex;
    flex-direction: column;
  }
  &:focus-visible {
    /* The dialog only takes focus as a fallback; it is not a control. */
    outline: none;
  }
  &::backdrop {
    background: ${vars.color.overlay};
  }
  @media (prefers-reduced-motion: no-preference) {
    &[open]::backdrop {
      animation: ${fadeIn} ${motion.base} ease-out;
    }
  }
  &&[data-inline-preview] {
    position: relative;
    inset: auto;
    height: auto;
    max-height: none;
    margin: 0;
    animation: none;
  }
`;

/** Fills the dialog, so a click whose target is the dialog itself is on the backdrop. */
export const OverlayFrame = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  min-height: 0;
`;

export const OverlayHeader = styled.div`
  display: flex;
  flex: none;
  align-items: flex-start;
  gap: ${space.md};
  padding: ${space.md} ${space.md} ${space.sm} ${space.lg};
`;

const Titles = styled.div`
  display: grid;
  flex: 1 1 auto;
  gap: ${space.xxs};
  min-width: 0;
  padding-top: ${space.xs};
`;

const Description = styled.div`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${vars.radius.control};
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition: background ${motion.fast};
  &:hover {
    background: ${vars.color.surfaceRaised};
  }
`;

export const OverlayBody = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  overscroll-behavior: contain;
  padding: ${space.xs} ${space.lg} ${space.lg};
`;

export const OverlayFooter = styled.div`
  display: flex;
  flex: none;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${space.sm};
  padding: ${space.md} ${space.lg};
  border-top: 1px solid ${vars.color.border};
`;

/**
 * The one modal overlay (internal): Modal, Drawer and BottomSheet are `styled(OverlayDialog)`
 * with their own placement and size. The content renders only while open, so the server sends
 * an empty, closed `<dialog>`; the browser opens it with `showModal()` after hydration.
 */
export function OverlayDialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  closeLabel,
  closeOnBackdropClick = true,
  initialFocusRef,
  inlinePreview = false,
  className,
  before,
  ...dataAttributes
}: OverlayDialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const { dialogProps, requestClose } = useModalDialog({
    open: open && !inlinePreview,
    onClose,
    closeOnBackdropClick,
    initialFocusRef,
    contentRef,
  });
  // After useModalDialog: its layout effect shows the dialog, so the body can be measured.
  useScrollableTabStop(contentRef, open);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const hasDescription = description !== undefined && description !== null;

  return (
    <Dialog
      {...dialogProps}
      {...dataAttributes}
      className={className}
      open={inlinePreview || undefined}
      data-inline-preview={inlinePreview ? "" : undefined}
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open && hasDescription ? descriptionId : undefined}
    >
      {open && (
        <OverlayFrame>
          {before}
          <OverlayHeader>
            <Titles>
              <Heading level={2} size="lg" id={titleId}>
                {title}
              </Heading>
              {hasDescription && <Description id={descriptionId}>{description}</Description>}
            </Titles>
            <CloseButton type="button" aria-label={closeLabel} onClick={requestClose}>
              <Icon name="Close" />
            </CloseButton>
          </OverlayHeader>
          <OverlayBody ref={contentRef}>{children}</OverlayBody>
          {footer !== undefined && footer !== null && <OverlayFooter>{footer}</OverlayFooter>}
        </OverlayFrame>
      )}
    </Dialog>
  );
}
