import styled from "styled-components";
import { Container } from "../../layout/Container";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { fontSize, space, vars } from "../../theme";

export interface NotFoundProps {
  heading: string;
  text: string;
  homeLink: { href: string; text: string };
}

const Section = styled.section`
  padding-block: ${space.xxxl};
  p {
    font-size: ${fontSize.lg};
    color: ${vars.color.textMuted};
    margin: ${space.md} 0 ${space.lg};
  }
`;

/** The page shown, in the site's brand and language, for a path the site does not have. */
export function NotFound({ heading, text, homeLink }: NotFoundProps) {
  return (
    <Section>
      <Container>
        <Heading level={1}>{heading}</Heading>
        <p>{text}</p>
        <Button href={homeLink.href}>{homeLink.text}</Button>
      </Container>
    </Section>
  );
}
