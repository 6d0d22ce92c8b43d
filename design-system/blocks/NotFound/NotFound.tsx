import styled from "styled-components";
import { Container } from "../../layout/Container";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { TextField } from "../../primitives/TextField";
import { fontSize, mediaUp, space, vars } from "../../theme";

export interface NotFoundSearch {
  /** Where the search goes: the site's car list path. */
  action: string;
  /** The query parameter of the search term (the car list reads `keyphrase`). */
  name: string;
  label: string;
  buttonLabel: string;
  placeholder?: string;
}

export interface NotFoundProps {
  heading: string;
  text: string;
  homeLink: { href: string; text: string };
  /** A search box to the car list, for a visitor who landed on a dead link. */
  search?: NotFoundSearch;
}

const Section = styled.section`
  padding-block: ${space.xxxl};
  p {
    font-size: ${fontSize.lg};
    color: ${vars.color.textMuted};
    margin: ${space.md} 0 ${space.lg};
  }
`;

const SearchForm = styled.form`
  display: grid;
  gap: ${space.sm};
  max-width: 36rem;
  margin-block-end: ${space.lg};
  ${mediaUp("sm")} {
    grid-template-columns: 1fr auto;
    align-items: end;
  }
`;

/**
 * The page shown, in the site's brand and language, for a path the site does not have: where
 * to go next, a search (a plain GET form, so it works before the page has hydrated) and home.
 */
export function NotFound({ heading, text, homeLink, search }: NotFoundProps) {
  return (
    <Section>
      <Container>
        <Heading level={1}>{heading}</Heading>
        <p>{text}</p>
        {search ? (
          <SearchForm role="search" action={search.action} method="get">
            <TextField
              type="search"
              name={search.name}
              label={search.label}
              placeholder={search.placeholder}
            />
            <Button type="submit" variant="Secondary">
              {search.buttonLabel}
            </Button>
          </SearchForm>
        ) : null}
        <Button href={homeLink.href}>{homeLink.text}</Button>
      </Container>
    </Section>
  );
}
