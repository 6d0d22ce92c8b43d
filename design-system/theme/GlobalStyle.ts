import { createGlobalStyle } from "styled-components";
import { headerHeightDefault, layout, layoutVariable } from "./layout";
import { breakpoints, lineHeight } from "./scales";
import { vars } from "./vars";

/** Document-wide base styles; every value comes from the active brand's tokens. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    /* Scrolling to an anchor or a focused element keeps it clear of the sticky and fixed bars. */
    scroll-padding-top: ${layout.stickyTop};
    scroll-padding-bottom: ${layout.bottomBars};
  }
  /*
   * The sticky header's height until it measures itself (\`data-site-header\`; the desktop one
   * with its utility row is taller from the navigation breakpoint). Pages without it keep 0.
   */
  :root:has([data-site-header]) { ${layoutVariable.headerHeight}: ${headerHeightDefault.base}; }
  @media (min-width: ${breakpoints.lg}px) {
    :root:has([data-site-header] [data-utility-row]) {
      ${layoutVariable.headerHeight}: ${headerHeightDefault.withUtilityRow};
    }
  }
  /*
   * A header laid over the page (transparent on home) covers the top of the first section
   * (floating elements aside): that section starts under it. A transparent border, not padding,
   * so the section keeps its own padding and its background shows behind the header.
   */
  :root:has([data-site-header][data-overlay]) main > :nth-child(1 of :not([data-floating])) {
    border-top: ${layout.headerHeight} solid transparent;
  }
  body {
    margin: 0;
    color: ${vars.color.text};
    background: ${vars.color.surface};
    font-family: ${vars.font.body};
    font-weight: ${vars.fontWeight.body};
    line-height: ${lineHeight.body};
  }
  img, svg, video { max-width: 100%; }
  :focus-visible { outline: 3px solid ${vars.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
