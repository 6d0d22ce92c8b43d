import styled from "styled-components";
import { Container } from "../../layout/Container";
import { Link } from "../../primitives/Link";
import { fontSize, space, vars } from "../../theme";
import { belowDesktop } from "./styles";

/* The desktop mega menu's parts: only its chunk loads them (issue 17). */

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
