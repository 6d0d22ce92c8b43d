import styled, { css } from "styled-components";
import { Container } from "../../layout/Container";
import { Link } from "../../primitives/Link";
import { fontSize, lineHeight, motion, space, vars, zIndex } from "../../theme";
import { belowDesktop } from "./styles";

/* The desktop header's parts (the utility row, the language switcher, the mega menu): only
 * their chunk loads them (issue 17). */

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

export const OverviewLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  justify-self: start;
  font-size: ${fontSize.lg};
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
