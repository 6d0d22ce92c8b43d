import styled from "styled-components";
import { fontSize, lineHeight, space, vars } from "../../theme";
import { COLUMN_IMAGE, LARGE_MENU_MIN_WIDTH } from "./rules";

/* The menu's columns and call-to-action items, in the desktop dropdowns and the mobile menu:
 * only their chunks load them (issue 17). */

/** Wider than 1500px: every column shows its picture. */
const largeMenu = `@media (min-width: ${LARGE_MENU_MIN_WIDTH + 1}px)`;

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
