import {
  useCallback,
  type KeyboardEvent as ReactKeyboardEvent,
  useLayoutEffect,
  useRef,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  type SyntheticEvent,
} from "react";
import { firstFocusable } from "./focus";
import { lockScroll } from "./scrollLock";

export interface ModalDialogOptions {
  /** Whether the dialog is shown (controlled by the parent). */
  open: boolean;
  /** Asked for every close request: Esc, the close button, a backdrop click. */
  onClose: () => void;
  /** Whether a click on the backdrop (outside the panel) asks to close. */
  closeOnBackdropClick?: boolean;
  /** The element to focus on open; otherwise the first focusable element in `contentRef`. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where the first focusable element is looked for; the dialog itself when omitted. */
  contentRef?: RefObject<HTMLElement | null>;
}

function isOutside(dialog: HTMLDialogElement, x: number, y: number): boolean {
  const box = dialog.getBoundingClientRect();
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * The mechanics every modal overlay shares (Modal, Drawer, BottomSheet), on the native
 * `<dialog>` with `showModal()`: the browser puts it in the top layer and makes the page behind
 * inert. On open: the page stops scrolling, focus moves in; Esc, the close button and (optionally)
 * the backdrop ask the parent to close through `onClose`; on close focus returns to the element
 * that had it before. Spread `dialogProps` on the `<dialog>`.
 */
export function useModalDialog({
  open,
  onClose,
  closeOnBackdropClick = true,
  initialFocusRef,
  contentRef,
}: ModalDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const openRef = useRef(open);
  const closeRequested = useRef(false);
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    openRef.current = open;
  });

  /** One onClose per close request, however many events (cancel, then close) report it. */
  const requestClose = useCallback(() => {
    if (closeRequested.current || !openRef.current) return;
    closeRequested.current = true;
    onCloseRef.current();
  }, []);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    closeRequested.current = false;
    const opener = dialog.ownerDocument.activeElement;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll(dialog.ownerDocument);
    const target =
      initialFocusRef?.current ?? firstFocusable(contentRef?.current ?? dialog) ?? dialog;
    target.focus();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, initialFocusRef, contentRef]);

  const onKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLDialogElement>) => {
      // Esc asks to close; a control inside that handles Esc itself (an open listbox, a
      // tooltip, a nested dialog) prevents the default and keeps the dialog open.
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      requestClose();
    },
    [requestClose],
  );

  const onCancel = useCallback(
    (event: SyntheticEvent<HTMLDialogElement>) => {
      // A platform close request (Android back, Esc not caught above): stay open until the
      // parent says so.
      event.preventDefault();
      requestClose();
    },
    [requestClose],
  );

  // The browser may close without a cancelable cancel event (a second Esc without user
  // activation between): the parent still hears about it.
  const onNativeClose = useCallback(() => requestClose(), [requestClose]);

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    pressedOnBackdrop.current =
      event.target === dialog && isOutside(dialog, event.clientX, event.clientY);
  }, []);

  const onClick = useCallback(
    (event: ReactMouseEvent<HTMLDialogElement>) => {
      const dialog = event.currentTarget;
      // Clicks on the ::backdrop target the dialog itself, outside its box. A press that starts
      // inside the panel and ends outside (text selection) does not count.
      const onBackdrop =
        event.target === dialog &&
        pressedOnBackdrop.current &&
        isOutside(dialog, event.clientX, event.clientY);
      pressedOnBackdrop.current = false;
      if (closeOnBackdropClick && onBackdrop) requestClose();
    },
    [closeOnBackdropClick, requestClose],
  );

  return {
    dialogRef,
    requestClose,
    dialogProps: {
      ref: dialogRef,
      // Focus lands on the dialog itself when it holds nothing focusable.
      tabIndex: -1,
      onKeyDown,
      onCancel,
      onClose: onNativeClose,
      onPointerDown,
      onClick,
    },
  };
}
