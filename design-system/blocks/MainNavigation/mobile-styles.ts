import styled from "styled-components";
import { fontSize, lineHeight, space, vars } from "../../theme";

/* The mobile menu's parts (in the Drawer): only its chunk loads them (issue 17). */
export const MobileList = styled.ul`
  margin: 0 0 ${space.lg};
  padding: 0;
  list-style: none;
  > li {
    border-bottom: 1px solid ${vars.color.border};
  }
`;

export const MobileEntry = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  width: 100%;
  min-height: 3rem;
  padding: ${space.xs} 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-family: inherit;
  font-size: ${fontSize.lg};
  font-weight: ${vars.fontWeight.action};
  line-height: ${lineHeight.tight};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  &[aria-current="page"],
  &[data-selected] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.25em;
  }
`;

export const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 2.75rem;
  margin-bottom: ${space.sm};
  padding: 0 ${space.xs} 0 0;
  border: 0;
  background: transparent;
  color: inherit;
  font-family: inherit;
  font-size: ${fontSize.md};
  font-weight: ${vars.fontWeight.action};
  cursor: pointer;
`;

export const SubTitle = styled.h3`
  margin: 0 0 ${space.sm};
  font-family: ${vars.font.heading};
  font-size: ${fontSize.xl};
  font-weight: ${vars.fontWeight.heading};
  line-height: ${lineHeight.tight};
`;

export const MobileGroupTitle = styled.p`
  margin: ${space.sm} 0 ${space.xxs};
  font-weight: ${vars.fontWeight.heading};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
  }
  a[aria-current="page"] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`;

export const MobileSubList = styled.ul`
  margin: 0 0 ${space.sm};
  padding: 0 0 0 ${space.md};
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: ${vars.fontWeight.body};
  }
  a[aria-current="page"] {
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`;

export const MobileSection = styled.div`
  display: grid;
  gap: ${space.xs};
  margin-top: ${space.lg};
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: ${vars.fontWeight.body};
  }
`;

export const MobileSectionTitle = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
`;
