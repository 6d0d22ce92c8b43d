import styled from "styled-components";
import { space } from "../../theme";
import { Container } from "../../layout/Container";
import { Heading } from "../../primitives/Heading";
import { SiteCard, SiteCardList } from "./SiteCard";
import type { SiteCardData } from "./types";

/** A site teaser shows at most this many sites (specs: site teaser limit 4). */
export const SITE_TEASER_LIMIT = 4;

export interface SiteTeaserProps {
  /** The heading (h2), e.g. "Våra anläggningar". */
  title?: string;
  /** The sites; only the first four show. No sites: nothing renders. */
  sites: SiteCardData[];
  /** Hidden text before the phone number, e.g. "Telefon". */
  phoneLabel: string;
}

const Section = styled.section`
  padding-block: ${space.xl};
`;

const Header = styled.div`
  margin-bottom: ${space.lg};
`;

/** Up to four dealer site cards (SiteCard) under an optional heading. */
export function SiteTeaser({ title, sites, phoneLabel }: SiteTeaserProps) {
  const shown = sites.slice(0, SITE_TEASER_LIMIT);
  if (shown.length === 0) return null;
  return (
    <Section>
      <Container>
        {title ? (
          <Header>
            <Heading level={2}>{title}</Heading>
          </Header>
        ) : null}
        <SiteCardList>
          {shown.map((site) => (
            <SiteCard
              key={site.id}
              site={site}
              phoneLabel={phoneLabel}
              titleLevel={title ? 3 : 2}
            />
          ))}
        </SiteCardList>
      </Container>
    </Section>
  );
}
