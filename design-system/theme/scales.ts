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
