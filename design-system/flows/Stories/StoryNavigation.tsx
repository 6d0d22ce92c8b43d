import styled from "styled-components";
import { fontSize, mediaUp, space, vars } from "../../theme";
import { Icon } from "../../primitives/Icon";
import { Link } from "../../primitives/Link";
import type { StoryLink, StoryNavigationLabels } from "./types";

export interface StoryNavigationProps {
  /** The stories index the story belongs to. */
  backHref: string;
  /** The newer story; none for the latest. */
  previous?: StoryLink;
  /** The older story; none for the oldest. */
  next?: StoryLink;
  labels: StoryNavigationLabels;
}

const Nav = styled.nav`
  display: grid;
  gap: ${space.md};
  padding-block: ${space.lg};
  border-top: 1px solid ${vars.color.border};
`;

const Steps = styled.ul`
  display: grid;
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > [data-step="next"] {
      grid-column: 2;
      text-align: end;
    }
  }
`;

const StepLink = styled(Link)`
  display: grid;
  gap: ${space.xxs};
  text-decoration: none;
  &:hover > :last-child {
    text-decoration: underline;
  }
`;

const StepLabel = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const StepTitle = styled.span`
  font-weight: ${vars.fontWeight.action};
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  justify-self: start;
`;

/** Back to the stories index, and the previous (newer) and next (older) story. */
export function StoryNavigation({ backHref, previous, next, labels }: StoryNavigationProps) {
  return (
    <Nav aria-label={labels.navigation}>
      <Back href={backHref} variant="standalone">
        <Icon name="ChevronLeft" size="sm" />
        {labels.back}
      </Back>
      {previous || next ? (
        <Steps>
          {previous ? (
            <li data-step="previous">
              <StepLink href={previous.href} rel="prev">
                <StepLabel>{labels.previous}</StepLabel>
                <StepTitle>{previous.title}</StepTitle>
              </StepLink>
            </li>
          ) : null}
          {next ? (
            <li data-step="next">
              <StepLink href={next.href} rel="next">
                <StepLabel>{labels.next}</StepLabel>
                <StepTitle>{next.title}</StepTitle>
              </StepLink>
            </li>
          ) : null}
        </Steps>
      ) : null}
    </Nav>
  );
}
