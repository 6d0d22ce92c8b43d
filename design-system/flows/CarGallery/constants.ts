/*
 * The gallery's business constants (specs/marketplace.md §9: "360 view auto-rotates every
 * 150 ms, drag sensitivity 5 px, preloads 5 frames each side. Panorama autorotates at 5 rpm
 * after 1 s").
 */

/** The exterior 360 shows the next frame this often while it turns by itself. */
export const SPIN_FRAME_INTERVAL_MS = 150;

/** Dragging this far sideways moves the exterior 360 on by one frame. */
export const SPIN_DRAG_STEP_PX = 5;

/** Frames loaded ahead on each side of the one shown, so turning never waits for a frame. */
export const SPIN_PRELOAD_FRAMES = 5;

/** The interior panorama turns by itself at this many revolutions per minute… */
export const PANORAMA_RPM = 5;

/** …starting this long after it is shown. */
export const PANORAMA_START_DELAY_MS = 1000;

/** One arrow key press turns the panorama by this share of a full turn (10 degrees). */
export const PANORAMA_KEY_STEP_TURNS = 1 / 36;
