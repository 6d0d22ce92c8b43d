import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import { PANORAMA_KEY_STEP_TURNS, PANORAMA_START_DELAY_MS } from "./constants";
import { TurningView, useAutoRotation } from "./rotation";
import { panoramaTurnAfter, wrapTurn } from "./spin";

export interface PanoramaViewerProps {
  /** The panorama: one image whose left and right edges meet. */
  src: string;
  /** Names the view, e.g. "360°-vy av interiören i Volvo XC60". */
  label: string;
  /** How to look round (drag, arrow keys). */
  instructions: string;
  stopLabel: string;
  startLabel: string;
  /** Turns by itself after a second until the visitor takes over (never under reduced motion). */
  autoRotate?: boolean;
}

/** Two copies of the panorama side by side: moving by up to one copy's width wraps seamlessly. */
const Track = styled.div`
  display: flex;
  width: max-content;
  height: 100%;
  will-change: transform;
  img {
    flex: none;
    height: 100%;
    width: auto;
    pointer-events: none;
  }
`;

/**
 * The interior 360: a panorama that turns by itself at 5 rpm after 1 s, until the visitor drags
 * it or presses an arrow key (10 degrees a press).
 */
export function PanoramaViewer({
  src,
  label,
  instructions,
  stopLabel,
  startLabel,
  autoRotate = true,
}: PanoramaViewerProps) {
  const [turn, setTurn] = useState(0);
  const turnRef = useRef(turn);
  const dragStart = useRef(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const rotation = useAutoRotation(autoRotate);

  useEffect(() => {
    turnRef.current = turn;
  }, [turn]);

  useEffect(() => {
    if (!rotation.rotating) return;
    let frameRequest = 0;
    const from = turnRef.current;
    const delay = setTimeout(() => {
      let startedAt: number | undefined;
      const tick = (now: number) => {
        startedAt ??= now;
        setTurn(wrapTurn(from + panoramaTurnAfter(now - startedAt)));
        frameRequest = requestAnimationFrame(tick);
      };
      frameRequest = requestAnimationFrame(tick);
    }, PANORAMA_START_DELAY_MS);
    return () => {
      clearTimeout(delay);
      cancelAnimationFrame(frameRequest);
    };
  }, [rotation.rotating]);

  return (
    <TurningView
      label={label}
      instructions={instructions}
      stopLabel={stopLabel}
      startLabel={startLabel}
      degrees={Math.round(turn * 360) % 360}
      rotation={rotation}
      onDragStart={() => {
        dragStart.current = turnRef.current;
      }}
      onDrag={(deltaX) => {
        // One copy's width is a full turn; dragging right pulls the view along (it turns left).
        const turnWidth = (trackRef.current?.scrollWidth ?? 0) / 2;
        if (turnWidth > 0) setTurn(wrapTurn(dragStart.current - deltaX / turnWidth));
      }}
      onStep={(step) =>
        setTurn((current) =>
          step === "home" ? 0 : wrapTurn(current + step * PANORAMA_KEY_STEP_TURNS),
        )
      }
    >
      <Track ref={trackRef} style={{ transform: `translateX(${(-50 * turn).toFixed(3)}%)` }}>
        <img src={src} alt="" draggable={false} />
        <img src={src} alt="" draggable={false} />
      </Track>
    </TurningView>
  );
}
