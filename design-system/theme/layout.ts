import { mediaUp, space } from "./scales";

/**
 * Lengths only the browser knows (how tall the sticky header is today, whether the compare bar
 * is showing), published by the component that owns them as CSS custom properties on `:root`
 * (`usePublishedHeight`), so every sticky and floating element places itself from the same
 * numbers instead of measuring its neighbours.
 */
export const layoutVariable = {
  /** The sticky site header's height (SSR default below, measured after hydration). */
  headerHeight: "--fc-header-height",
  /** The message banner's height: it sticks right under the header. */
  messageBannerHeight: "--fc-message-banner-height",
  /** What is fixed to the bottom of the viewport (the compare bar), 0 without it. */
  bottomInset: "--fc-bottom-inset",
  /** The car detail page's action bar on phones, stuck right above the compare bar. */
  actionBarHeight: "--fc-action-bar-height",
} as const;

export type LayoutVariable = (typeof layoutVariable)[keyof typeof layoutVariable];

const read = (name: LayoutVariable) => `var(${name}, 0px)`;

/**
 * The header's height before it is measured (SSR and the first paint), so nothing shifts when
 * the measurement arrives: the main row (4.5rem and a 1px border), and on desktop the utility
 * row above it (extra items, language switcher) when there is one.
 */
export const headerHeightDefault = { base: "4.5625rem", withUtilityRow: "6.5625rem" } as const;

export const layout = {
  headerHeight: read(layoutVariable.headerHeight),
  /** Where sticky content sticks: under the sticky header and the stuck message banner. */
  stickyTop: `calc(${read(layoutVariable.headerHeight)} + ${read(layoutVariable.messageBannerHeight)})`,
  bottomInset: read(layoutVariable.bottomInset),
  /** What covers the bottom of the viewport: the compare bar and the car's action bar above it. */
  bottomBars: `calc(${read(layoutVariable.bottomInset)} + ${read(layoutVariable.actionBarHeight)})`,
  /** The bottom edge of floating elements (scroll to top, the alert card): above those bars. */
  floatingBottom: `calc(${read(layoutVariable.bottomInset)} + ${read(layoutVariable.actionBarHeight)} + ${space.md})`,
} as const;

/**
 * For a long section that is mostly below the first view (car and site teasers, the footer):
 * while it is off screen the browser skips its style, layout and paint (`content-visibility`),
 * keeping the height it last had (a guess until then). Only for sections whose content stays in
 * their box (no popups or tooltips reaching out) and holds no fixed-position element: the
 * section clips its content and contains its layout (decision 0043).
 */
export function skippedWhileOffscreen(estimatedHeight: string | ResponsiveEstimate): string {
  const estimate =
    typeof estimatedHeight === "string" ? { base: estimatedHeight } : estimatedHeight;
  const wider = (["sm", "md"] as const).flatMap((breakpoint) => {
    const height = estimate[breakpoint];
    return height ? [`${mediaUp(breakpoint)} { contain-intrinsic-size: auto ${height}; }`] : [];
  });
  return [
    `content-visibility: auto; contain-intrinsic-size: auto ${estimate.base};`,
    ...wider,
  ].join(" ");
}

/**
 * A skipped section's usual height by width (its content box): a section whose columns fold on
 * a phone is several times as tall there, and a guess far from it moves what follows when it
 * renders.
 */
export interface ResponsiveEstimate {
  base: string;
  sm?: string;
  md?: string;
}
