import styled from "styled-components";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { Container } from "../../layout/Container";
import { fontSize, mediaUp, space, vars } from "../../theme";

export interface CallToActionProps {
  title: string;
  text?: string;
  button?: { href: string; text: string; variant?: string };
  /** Opens the page: the title becomes the page's h1. */
  isPageTitle?: boolean;
}

const Band = styled.section`
  background: ${vars.color.heroSurface};
  color: ${vars.color.heroText};
  padding-block: ${space.xxl};
  ${mediaUp("md")} {
    padding-block: ${space.xxxl};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${space.lg};
  justify-items: start;
  max-width: 44rem;
  p {
    margin: 0;
    font-size: ${fontSize.lg};
  }
`;

/** A brand-coloured band with a headline, a line of text and one call to action. */
export function CallToAction({ title, text, button, isPageTitle = false }: CallToActionProps) {
  return (
    <Band>
      <Container>
        <Inner>
          <Heading level={isPageTitle ? 1 : 2}>{title}</Heading>
          {text ? <p>{text}</p> : null}
          {button ? (
            <Button href={button.href} variant={button.variant}>
              {button.text}
            </Button>
          ) : null}
        </Inner>
      </Container>
    </Band>
  );
}
