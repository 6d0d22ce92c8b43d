import {
  useCallback,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import styled from "styled-components";
import { space, vars } from "../../theme";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";
import { IconActionButton } from "../../primitives/Icon";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";

/**
 * Whether a 360 view turns by itself: it does until the visitor takes over (a drag, an arrow
 * key, the stop button), never under reduced motion unless the visitor starts it, and the
 * visible toggle stops and starts it (WCAG 2.2.2).
 */
export function useAutoRotation(enabled = true) {
  const reducedMotion = usePrefersReducedMotion();
  // null: the visitor has not chosen; the setting and `enabled` decide.
  const [choice, setChoice] = useState<boolean | null>(null);
  const rotating = choice ?? (enabled && !reducedMotion);
  const stop = useCallback(() => setChoice(false), []);
  const toggle = useCallback(() => setChoice(!rotating), [rotating]);
  return { rotating, stop, toggle };
}

const Toggle = styled(IconActionButton)`
  position: absolute;
  inset-inline-end: ${space.sm};
  inset-block-end: ${space.sm};
`;

function RotationToggle({
  rotating,
  onToggle,
  stopLabel,
  startLabel,
}: {
  rotating: boolean;
  onToggle: () => void;
  stopLabel: string;
  startLabel: string;
}) {
  return (
    <Toggle
      icon={rotating ? "Pause" : "Play"}
      label={rotating ? stopLabel : startLabel}
      tone="overlay"
      onClick={onToggle}
    />
  );
}

/** A 360 view's box: the turning surface, with the rotation toggle over it (not inside it). */
const ViewerRoot = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
`;

/** The surface that turns: dragged, and focused for the arrow keys. */
const ViewerFrame = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  background: ${vars.color.surfaceRaised};
  cursor: grab;
  touch-action: pan-y pinch-zoom;
  user-select: none;
  &:active {
    cursor: grabbing;
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: -3px;
  }
`;

const arrowSteps: Record<string, 1 | -1 | "home"> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  Home: "home",
};

export interface TurningViewProps {
  /** Names the view. */
  label: string;
  /** How to turn it: its description. */
  instructions: string;
  stopLabel: string;
  startLabel: string;
  /** The angle shown (0…359): the slider's value. */
  degrees: number;
  rotation: ReturnType<typeof useAutoRotation>;
  /** A drag begins: the viewer notes where it starts from. */
  onDragStart: () => void;
  /** The pointer has moved `deltaX` px sideways since the drag began. */
  onDrag: (deltaX: number) => void;
  /** An arrow key (one step forward or back) or Home (back to the start). */
  onStep: (step: 1 | -1 | "home") => void;
  children: ReactNode;
}

/**
 * What the exterior and interior 360 share: a focusable surface that is a slider to assistive
 * technology (the angle its value, the instructions its description), dragged with the pointer
 * or turned with the arrow keys (either stops the rotation), and the rotation toggle over it.
 */
export function TurningView({
  label,
  instructions,
  stopLabel,
  startLabel,
  degrees,
  rotation,
  onDragStart,
  onDrag,
  onStep,
  children,
}: TurningViewProps) {
  const drag = useRef<{ x: number; pointer: number } | null>(null);
  const instructionsId = useId();
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    rotation.stop();
    drag.current = { x: event.clientX, pointer: event.pointerId };
    onDragStart();
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (start && start.pointer === event.pointerId) onDrag(event.clientX - start.x);
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = arrowSteps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    rotation.stop();
    onStep(step);
  };
  return (
    <ViewerRoot>
      <ViewerFrame
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-describedby={instructionsId}
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={degrees}
        aria-valuetext={`${degrees}°`}
        data-rotating={rotation.rotating ? "" : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        {children}
      </ViewerFrame>
      <VisuallyHidden id={instructionsId}>{instructions}</VisuallyHidden>
      <RotationToggle
        rotating={rotation.rotating}
        onToggle={rotation.toggle}
        stopLabel={stopLabel}
        startLabel={startLabel}
      />
    </ViewerRoot>
  );
}
