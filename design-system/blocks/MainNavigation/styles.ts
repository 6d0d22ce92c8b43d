import styled, { css } from "styled-components";
import { Container } from "../../layout/Container";
import {
  cssVariableName,
  fontSize,
  lineHeight,
  mediaUp,
  motion,
  space,
  vars,
  zIndex,
} from "../../theme";
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

/** Extra items and the language switcher, above the menu (desktop). */
export const UtilityRow = styled.div`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${space.md};
  padding-top: ${space.xxs};
  font-size: ${fontSize.sm};
  ${belowDesktop} {
    display: none;
  }
`;

export const UtilityList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 1.75rem;
    font-weight: ${vars.fontWeight.body};
  }
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

/** The look of a top-level entry, as a button (opens a dropdown) or a link. */
export const topEntryStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 2.75rem;
  padding: 0 ${space.sm};
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: inherit;
  font-family: inherit;
  font-size: ${fontSize.md};
  font-weight: ${vars.fontWeight.action};
  line-height: ${lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover,
  &[aria-expanded="true"],
  &[data-selected],
  &[aria-current="page"] {
    border-bottom-color: currentColor;
  }
  svg {
    @media (prefers-reduced-motion: no-preference) {
      transition: transform ${motion.fast} ease-out;
    }
  }
  &[aria-expanded="true"] svg {
    transform: rotate(180deg);
  }
`;

export const TopEntry = styled.button`
  ${topEntryStyles}
`;

/** The language switcher: its small dropdown hangs from its button. */
export const SwitcherRoot = styled.div`
  position: relative;
`;

export const SwitcherButton = styled(TopEntry)`
  min-height: 1.75rem;
  padding: 0 ${space.xxs};
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.body};
`;

export const SwitcherPanel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: 100%;
  z-index: ${zIndex.dropdown};
  min-width: 12rem;
  padding: ${space.xs} 0;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.overlay};
  &[hidden] {
    display: none;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space.sm};
    min-height: 2.75rem;
    padding: 0 ${space.md};
    font-weight: ${vars.fontWeight.body};
  }
  a[aria-current="true"] {
    font-weight: ${vars.fontWeight.action};
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
