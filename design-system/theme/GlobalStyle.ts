import { createGlobalStyle } from "styled-components";
import { lineHeight } from "./scales";
import { vars } from "./vars";

/** Document-wide base styles; every value comes from the active brand's tokens. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
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
