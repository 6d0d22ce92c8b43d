import styled, { css } from "styled-components";
import { Container } from "../../layout/Container";
import { Link } from "../../primitives/Link";
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
import {
  COLUMN_IMAGE,
  LARGE_MENU_MIN_WIDTH,
  LOGO_SIZE,
  LOGO_SMALL_SCALE,
  NAVIGATION_BREAKPOINT,
} from "./rules";

/**
 * Desktop (mega menu) and below it (hamburger), at the navigation breakpoint. The desktop parts
 * are hidden below it (not shown from it), so tools without media queries (jsdom) see them.
 */
const desktop = `@media (min-width: ${NAVIGATION_BREAKPOINT}px)`;
const belowDesktop = `@media (max-width: ${NAVIGATION_BREAKPOINT - 0.02}px)`;
/** Wider than 1500px: every column shows its picture. */
const largeMenu = `@media (min-width: ${LARGE_MENU_MIN_WIDTH + 1}px)`;

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

export const DesktopNav = styled.nav`
  display: flex;
  flex: 1 1 auto;
  align-items: center;
  justify-content: space-between;
  gap: ${space.lg};
  min-width: 0;
  ${belowDesktop} {
    display: none;
  }
`;

export const TopList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
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

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  /* Over the hero (transparent header) a button's fill may be the hero's colour: ring it. */
  [data-transparent] & a {
    border-color: currentColor;
  }
`;

/** A desktop dropdown: the full width of the header, under it. */
export const Panel = styled.div`
  position: absolute;
  inset-inline: 0;
  top: 100%;
  max-height: calc(100vh - 7rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-block: ${space.xl};
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.overlay};
  &[hidden] {
    display: none;
  }
  a[aria-current="page"] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`;

export const PanelInner = styled(Container)`
  display: grid;
  gap: ${space.lg};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${space.xl} ${space.lg};
`;

export const Column = styled.div`
  display: grid;
  align-content: start;
  gap: ${space.sm};
  min-width: 0;
`;

export const ColumnTitle = styled.p`
  margin: 0;
  font-family: ${vars.font.heading};
  font-size: ${fontSize.lg};
  font-weight: ${vars.fontWeight.heading};
  line-height: ${lineHeight.tight};
`;

export const LinkList = styled.ul`
  display: grid;
  gap: ${space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
  }
`;

/**
 * A column picture (480x270, scaled to the column) above the column's title: always with 4 or
 * fewer links, otherwise only on screens wider than 1500px. It is decorative (the title names
 * the column), so showing it first does not change what screen readers read.
 */
export const ColumnImage = styled.div`
  order: -1;
  width: 100%;
  max-width: ${COLUMN_IMAGE.width / 16}rem;
  overflow: hidden;
  border-radius: ${vars.radius.card};
  &[data-mode="large"] {
    display: none;
    ${largeMenu} {
      display: block;
    }
  }
`;

export const OverviewLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  justify-self: start;
  font-size: ${fontSize.lg};
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
