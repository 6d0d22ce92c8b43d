import styled from "styled-components";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { space, vars } from "../../theme";

/** The texts are Swedish on every site: the specs fix them for the section fallback box. */
export const sectionErrorTexts = {
  heading: "Aj då",
  body: "Här skulle det ha visats en sektion, men något gick fel. Ladda om sidan för att försöka igen.",
  reload: "Ladda om sidan",
} as const;

export interface SectionErrorFallbackProps {
  /** Called by the reload button; the app reloads the page. */
  onReload: () => void;
}

const Box = styled.section`
  margin: ${space.lg} auto;
  max-width: 40rem;
  padding: ${space.lg};
  border: 2px solid ${vars.color.feedbackError};
  border-radius: ${vars.radius.card};
  background: ${vars.color.feedbackErrorSurface};
  color: ${vars.color.text};
  display: grid;
  gap: ${space.sm};
  justify-items: start;
  p {
    margin: 0;
  }
`;

/** Shown in place of a page section that failed to render; the rest of the page still works. */
export function SectionErrorFallback({ onReload }: SectionErrorFallbackProps) {
  return (
    <Box role="alert" aria-label={sectionErrorTexts.heading} lang="sv">
      <Heading level={2} size="lg">
        {sectionErrorTexts.heading}
      </Heading>
      <p>{sectionErrorTexts.body}</p>
      <Button variant="Secondary" onClick={onReload}>
        {sectionErrorTexts.reload}
      </Button>
    </Box>
  );
}
