import {
  useCallback,
  useEffect,
  useReducer,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import { useEffectOnChange } from "../../hooks/useEffectOnChange";
import { initialNavigationState, isOpen, navigationReducer, type NavTarget } from "./navState";
import { closeDelay, type HoverPath } from "./rules";

export function targetKey(target: NavTarget): string {
  return target.kind === "item" ? `item:${target.id}` : target.kind;
}

const isMouse = (event: PointerEvent) => event.pointerType === "mouse";

/**
 * The desktop dropdowns (WAI-ARIA disclosure navigation): buttons with `aria-expanded` and
 * `aria-controls`; a press toggles, Esc closes and returns focus to the button, a click outside
 * or focus leaving the header closes. A mouse resting on a button opens its dropdown; leaving
 * closes it after the hover delays (`CLOSE_DELAY_MS`).
 */
export function useDropdowns(rootRef: RefObject<HTMLElement | null>, currentPath: string) {
  const [state, dispatch] = useReducer(navigationReducer, initialNavigationState);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const pointerInside = useRef(false);
  const anyOpen = state.active.kind !== "none" && state.active.kind !== "reset";

  const cancelClose = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const scheduleClose = useCallback(
    (path: HoverPath) => {
      cancelClose();
      timer.current = setTimeout(() => {
        timer.current = null;
        dispatch({ type: "hoverClose" });
      }, closeDelay(path));
    },
    [cancelClose],
  );

  useEffect(() => cancelClose, [cancelClose]);

  // A new page: every dropdown closes.
  useEffectOnChange(currentPath, () => {
    cancelClose();
    dispatch({ type: "close" });
  });

  // A press outside the header closes the open dropdown.
  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const root = rootRef.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) {
        dispatch({ type: "close" });
      }
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [anyOpen, rootRef]);

  const triggerProps = (target: NavTarget, controls: string) => ({
    ref: (element: HTMLButtonElement | null) => {
      if (element) triggers.current.set(targetKey(target), element);
      else triggers.current.delete(targetKey(target));
    },
    type: "button" as const,
    "aria-expanded": isOpen(state, target),
    "aria-controls": controls,
    onClick: () => {
      cancelClose();
      dispatch({ type: "press", target });
    },
    onPointerEnter: (event: PointerEvent) => {
      if (!isMouse(event)) return;
      cancelClose();
      dispatch({ type: "hoverOpen", target });
    },
    onPointerLeave: (event: PointerEvent) => {
      if (isMouse(event)) scheduleClose("trigger");
    },
  });

  const panelProps = (target: NavTarget, id: string) => ({
    id,
    hidden: !isOpen(state, target),
    onPointerEnter: (event: PointerEvent) => {
      if (isMouse(event)) cancelClose();
    },
    onPointerLeave: (event: PointerEvent) => {
      if (isMouse(event)) scheduleClose("panel");
    },
    // A followed link closes the dropdown on purpose.
    onClick: (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a")) {
        cancelClose();
        dispatch({ type: "reset" });
      }
    },
  });

  /** Spread on the header: Esc, focus leaving, the pointer leaving the bar. */
  const rootProps = {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !anyOpen) return;
      const trigger = triggers.current.get(targetKey(state.active as NavTarget));
      cancelClose();
      dispatch({ type: pointerInside.current ? "reset" : "close" });
      trigger?.focus();
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      // Focus moving to another element outside the header; a press on nothing focusable is
      // handled by the outside-press listener.
      if (anyOpen && next instanceof Node && !event.currentTarget.contains(next)) {
        cancelClose();
        dispatch({ type: "close" });
      }
    },
    onPointerEnter: () => {
      pointerInside.current = true;
    },
    onPointerLeave: () => {
      pointerInside.current = false;
      dispatch({ type: "pointerLeftBar" });
    },
  };

  return { state, triggerProps, panelProps, rootProps };
}

export type Dropdowns = ReturnType<typeof useDropdowns>;
