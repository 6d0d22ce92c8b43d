import { headerHeightDefault, layout, layoutVariable } from "./layout";
import { useNonce } from "./Nonce";
import { breakpoints, lineHeight } from "./scales";
import { vars } from "./vars";

/*
 * Document-wide base styles; every value comes from the active brand's tokens (CSS variables).
 * - The html scroll padding: scrolling to an anchor or a focused element keeps it clear of the
 *   sticky and fixed bars.
 * - The sticky header's height until it measures itself (`data-site-header`; the desktop one with
 *   its utility row is taller from the navigation breakpoint). Pages without it keep 0.
 * - A header laid over the page (transparent on home) covers the top of the first section
 *   (floating elements aside): that section starts under it. A static block kept as the server's
 *   HTML (`data-held`, decision 0049) and a section whose code loads when near (`data-deferred`,
 *   decision 0028) are inside a wrapper without a box: its first element is the section then,
 *   and an empty one is no section. A transparent border, not padding,
 *   so the section keeps its own padding and its background shows behind the header. A sibling
 *   selector, not `:root:has()`: with :has() in front of a descendant, every node React inserted
 *   anywhere made the browser restyle the whole document (tens of ms each on a phone).
 */
/** What counts as the page's first section: not a floating element, nor a block that rendered nothing. */
const firstSection = ":not([data-floating],[data-held]:empty,[data-deferred]:empty)";

export const globalCss = [
  "*,*::before,*::after{box-sizing:border-box}",
  `html{-webkit-text-size-adjust:100%;scroll-padding-top:${layout.stickyTop};scroll-padding-bottom:${layout.bottomBars}}`,
  `:root:has([data-site-header]){${layoutVariable.headerHeight}:${headerHeightDefault.base}}`,
  `@media (min-width:${breakpoints.lg}px){:root:has([data-site-header] [data-utility-row]){${layoutVariable.headerHeight}:${headerHeightDefault.withUtilityRow}}}`,
  `[data-site-header][data-overlay]~main>:nth-child(1 of ${firstSection}),[data-site-header][data-overlay]~main>:is([data-held],[data-deferred]):nth-child(1 of ${firstSection})>:first-child{border-top:${layout.headerHeight} solid transparent}`,
  `body{margin:0;color:${vars.color.text};background:${vars.color.surface};font-family:${vars.font.body};font-weight:${vars.fontWeight.body};line-height:${lineHeight.body}}`,
  "img,svg,video{max-width:100%}",
  `:focus-visible{outline:3px solid ${vars.color.focus};outline-offset:2px}`,
  "@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:0.01ms!important;transition-duration:0.01ms!important;scroll-behavior:auto!important}}",
].join("\n");

/**
 * The base styles as a plain `<style>` (marked with the server render's CSP marker, so the page
 * allows it by hash), not a styled-components global: those remove and insert their rules again
 * when they mount in the browser, and any rule inserted into styled-components' one stylesheet
 * makes the browser restyle every element on the page (about 50 ms on a phone, in hydration).
 */
export function GlobalStyle() {
  const nonce = useNonce();
  return (
    <style nonce={nonce} data-global-style="" dangerouslySetInnerHTML={{ __html: globalCss }} />
  );
}
