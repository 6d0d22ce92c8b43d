import styled from "styled-components";
import { space } from "../../theme";
import { Container } from "../../layout/Container";
import { Heading } from "../../primitives/Heading";
import { SiteCard, SiteCardList } from "../../flows/SiteTeaser/SiteCard";
import type { SiteCardData } from "../../flows/SiteTeaser/types";

/** The grid lists at most this many sites (specs: site list query, limit 100). */
export const WORKSHOP_SITES_LIMIT = 100;

export interface WorkshopSitesProps {
  /** The heading (h2), e.g. "Våra verkstäder". */
  title?: string;
  /** The sites with a Workshop department; a `linkLabel` makes the card's link a button. */
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

/**
 * The workshop-site grid: a card per site with a workshop (image, official name, street,
 * postcode and town, phone, an optional link button), each linking to its site page. No sites
 * (none, or the search failed): nothing renders.
 */
export function WorkshopSites({ title, sites, phoneLabel }: WorkshopSitesProps) {
  const shown = sites.slice(0, WORKSHOP_SITES_LIMIT);
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
