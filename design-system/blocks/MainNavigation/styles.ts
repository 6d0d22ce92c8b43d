import styled from "styled-components";
import { Container } from "../../layout/Container";
import { cssVariableName, mediaUp, motion, space, vars, zIndex } from "../../theme";
import { LOGO_SIZE, LOGO_SMALL_SCALE, NAVIGATION_BREAKPOINT } from "./rules";

/**
 * Desktop (mega menu) and below it (hamburger), at the navigation breakpoint. The desktop parts
 * are hidden below it (not shown from it), so tools without media queries (jsdom) see them.
 */
const desktop = `@media (min-width: ${NAVIGATION_BREAKPOINT}px)`;
export const belowDesktop = `@media (max-width: ${NAVIGATION_BREAKPOINT - 0.02}px)`;

export const HeaderBar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${zIndex.header};
  background: ${vars.color.headerSurface};
  color: ${vars.color.headerText};
  border-bottom: 1px solid ${vars.color.border};

  /* Over the home page's first section: taken out of the flow, so that section starts at the top. */
  &[data-overlay] {
    position: fixed;
    inset-inline: 0;
    box-shadow: ${vars.shadow.raised};
  }
  /*
   * Transparent over the hero: the text takes the hero's text colour, and so does the logo mark
   * (its brand colour is made for the header surface and may vanish on the hero). Buttons get a
   * ring in their text colour, as their fill may be the hero's own colour.
   */
  &[data-transparent] {
    ${cssVariableName("color", "logoMark")}: ${vars.color.heroText};
    background: transparent;
    color: ${vars.color.heroText};
    border-bottom-color: transparent;
    box-shadow: none;
  }

  @media (prefers-reduced-motion: no-preference) {
    transition:
      background-color ${motion.base} ease-out,
      color ${motion.base} ease-out,
      box-shadow ${motion.base} ease-out;
  }
`;

export const HeaderInner = styled(Container)`
  position: static;
`;

export const MainRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${space.lg};
  min-height: 4.5rem;
`;

export const HomeLink = styled.a`
  display: inline-flex;
  flex: none;
  color: inherit;
  svg {
    display: block;
    width: ${LOGO_SIZE.width * LOGO_SMALL_SCALE}px;
    height: ${LOGO_SIZE.height * LOGO_SMALL_SCALE}px;
    ${mediaUp("sm")} {
      width: ${LOGO_SIZE.width}px;
      height: ${LOGO_SIZE.height}px;
    }
  }
`;

/** The hamburger: below the navigation breakpoint only. */
export const MenuButtonSlot = styled.div`
  display: flex;
  margin-inline-start: auto;
  ${desktop} {
    display: none;
  }
  button {
    color: inherit;
  }
`;
