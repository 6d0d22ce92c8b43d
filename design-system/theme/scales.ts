/** Scales shared by every brand: they live once, here, not in the brand themes. */
export const space = {
  xxs: "0.25rem",
  xs: "0.5rem",
  sm: "0.75rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  xxxl: "4.5rem",
} as const;

export type SpaceStep = keyof typeof space;

export const fontSize = {
  sm: "0.875rem",
  md: "1rem",
  lg: "1.25rem",
  xl: "1.5rem",
  xxl: "2rem",
  display: "clamp(2rem, 1.2rem + 3.2vw, 3.5rem)",
} as const;

export const lineHeight = { tight: "1.15", body: "1.5" } as const;

/** Breakpoints in px (specs: 640 small, 1024 mobile/desktop, 1280 navigation, 1500 large menu). */
export const breakpoints = { sm: 640, md: 1024, lg: 1280, xl: 1500 } as const;

export const mediaUp = (bp: keyof typeof breakpoints): string =>
  `@media (min-width: ${breakpoints[bp]}px)`;

export const contentWidth = "80rem";

export const motion = { fast: "120ms", base: "200ms", slow: "500ms" } as const;

/**
 * Stacking order shared by every layered component. Native modal dialogs (Modal, Drawer,
 * BottomSheet) sit in the browser's top layer and need none; these values order everything else.
 */
export const zIndex = {
  base: 0,
  /** Sticky bars inside the page: filter sidebar, compare bar, booking summary. */
  sticky: 50,
  header: 100,
  /** Menus, suggestion lists, popovers anchored to a control. */
  dropdown: 200,
  /** Non-dialog overlays covering the page (loading veils, success overlays). */
  overlay: 1000,
  toast: 1050,
  tooltip: 1100,
  /** Floating page controls (scroll to top). */
  floating: 60,
  /** The skip link sits above everything while it is focused. */
  skipLink: 1200,
} as const;

export type ZIndexLayer = keyof typeof zIndex;
