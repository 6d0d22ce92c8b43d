import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { SPIN_FRAME_INTERVAL_MS } from "./constants";
import { TurningView, useAutoRotation } from "./rotation";
import { angleOfFrame, frameAfterDrag, preloadWindow, wrapIndex } from "./spin";

export interface SpinViewerProps {
  /** The frames in turning order. */
  frames: readonly string[];
  /** Names the view, e.g. "360°-vy av Volvo XC60". */
  label: string;
  /** How to turn it (drag, arrow keys). */
  instructions: string;
  stopLabel: string;
  startLabel: string;
  /** Turns by itself until the visitor takes over (never under reduced motion). */
  autoRotate?: boolean;
}

const Frame = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: contain;
  pointer-events: none;
  &[data-hidden] {
    visibility: hidden;
  }
`;

/**
 * The exterior 360: one frame at a time from a turn of photos. It turns by itself, a frame every
 * 150 ms, until the visitor drags (a frame per 5 px) or presses an arrow key (a frame per press);
 * the 5 frames on each side of the one shown are loaded ahead.
 */
export function SpinViewer({
  frames,
  label,
  instructions,
  stopLabel,
  startLabel,
  autoRotate = true,
}: SpinViewerProps) {
  const count = frames.length;
  const [frame, setFrame] = useState(0);
  const dragStart = useRef(0);
  const rotation = useAutoRotation(autoRotate);
  // Every frame that has been in the preload window stays mounted, so it stays decoded.
  const [mounted, setMounted] = useState<ReadonlySet<number>>(
    () => new Set(preloadWindow(0, count)),
  );
  const wanted = preloadWindow(frame, count);
  if (wanted.some((index) => !mounted.has(index))) {
    // Adjusting state while rendering (React re-renders at once, before painting).
    setMounted(new Set([...mounted, ...wanted]));
  }

  useEffect(() => {
    if (!rotation.rotating || count < 2) return;
    const timer = setInterval(
      () => setFrame((current) => wrapIndex(current + 1, count)),
      SPIN_FRAME_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [rotation.rotating, count]);

  return (
    <TurningView
      label={label}
      instructions={instructions}
      stopLabel={stopLabel}
      startLabel={startLabel}
      degrees={angleOfFrame(frame, count)}
      rotation={rotation}
      onDragStart={() => {
        dragStart.current = frame;
      }}
      onDrag={(deltaX) => setFrame(frameAfterDrag(dragStart.current, deltaX, count))}
      onStep={(step) =>
        setFrame((current) => (step === "home" ? 0 : wrapIndex(current + step, count)))
      }
    >
      {frames.map((src, index) =>
        mounted.has(index) ? (
          <Frame
            key={index}
            src={src}
            alt=""
            draggable={false}
            decoding="async"
            data-hidden={index === frame ? undefined : ""}
            data-current={index === frame ? "" : undefined}
          />
        ) : null,
      )}
    </TurningView>
  );
}
