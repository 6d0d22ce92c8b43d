import { PANORAMA_RPM, SPIN_DRAG_STEP_PX, SPIN_PRELOAD_FRAMES } from "./constants";

/** `index` brought into 0…count-1, going round: -1 is the last frame, `count` the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The frames to have loaded while `current` is shown: it first, then its neighbours outwards,
 * `radius` on each side, going round the turn (each frame once, even when the turn is short).
 */
export function preloadWindow(
  current: number,
  count: number,
  radius: number = SPIN_PRELOAD_FRAMES,
): number[] {
  const frames = [wrapIndex(current, count)];
  for (let step = 1; step <= radius; step += 1) {
    for (const frame of [current + step, current - step]) {
      const wrapped = wrapIndex(frame, count);
      if (!frames.includes(wrapped)) frames.push(wrapped);
    }
  }
  return count > 0 ? frames : [];
}

/**
 * The frame shown after dragging `deltaX` px from where the drag began on `startFrame`: one frame
 * per `stepPx`, dragging right turns forward, left backward.
 */
export function frameAfterDrag(
  startFrame: number,
  deltaX: number,
  count: number,
  stepPx: number = SPIN_DRAG_STEP_PX,
): number {
  return wrapIndex(startFrame + Math.trunc(deltaX / stepPx), count);
}

/** The angle (0…359 degrees) a frame shows, for the viewer's value text. */
export function angleOfFrame(frame: number, count: number): number {
  return count > 0 ? Math.round((wrapIndex(frame, count) * 360) / count) % 360 : 0;
}

/** The share of a full turn (0…1) the panorama has turned after `elapsedMs` at `rpm`. */
export function panoramaTurnAfter(elapsedMs: number, rpm: number = PANORAMA_RPM): number {
  return wrapTurn((elapsedMs / 60_000) * rpm);
}

/** A turn brought into 0…1 (exclusive), going round. */
export function wrapTurn(turn: number): number {
  return ((turn % 1) + 1) % 1;
}
