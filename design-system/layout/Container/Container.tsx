import styled from "styled-components";
import { contentWidth, space } from "../../theme";

/** Centres content at the site's reading width with the shared side gutters. */
export const Container = styled.div`
  width: 100%;
  max-width: ${contentWidth};
  margin-inline: auto;
  padding-inline: ${space.md};
`;
