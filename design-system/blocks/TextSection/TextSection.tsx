import styled from "styled-components";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { Container } from "../../layout/Container";
import { fontSize, space, vars } from "../../theme";

export interface TextSectionProps {
  title: string;
  /** Plain text; blank lines separate paragraphs. */
  text?: string;
  link?: { href: string; text: string };
  /** The outline level of the title; 2 unless the section opens the page. */
  headingLevel?: 1 | 2;
}

const Section = styled.section`
  padding-block: ${space.xl};
`;

const Body = styled.div`
  display: grid;
  gap: ${space.md};
  max-width: 46rem;
  p {
    margin: 0;
    font-size: ${fontSize.lg};
    color: ${vars.color.textMuted};
  }
`;

/** A titled run of text with an optional link: the simplest content block. */
export function TextSection({ title, text, link, headingLevel = 2 }: TextSectionProps) {
  const paragraphs = (text ?? "").split(/\n\s*\n/).filter((p) => p.trim() !== "");
  return (
    <Section>
      <Container>
        <Body>
          <Heading level={headingLevel}>{title}</Heading>
          {paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {link ? (
            <div>
              <Button variant="Ghost" href={link.href}>
                {link.text}
              </Button>
            </div>
          ) : null}
        </Body>
      </Container>
    </Section>
  );
}
