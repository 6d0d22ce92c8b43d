import styled from "styled-components";
import { fontSize, mediaUp, skippedWhileOffscreen, space, vars } from "../../theme";
import { Container } from "../../layout/Container";
import { Button } from "../../primitives/Button";
import { Card } from "../../primitives/Card";
import { Heading } from "../../primitives/Heading";
import { Icon } from "../../primitives/Icon";
import { Image } from "../../primitives/Image";
import { Link } from "../../primitives/Link";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import type { SiteCardData } from "./types";

/** The grid of site cards (a list): one column, two from sm, four from md. */
export const SiteCardList = styled.ul`
  display: grid;
  gap: ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: minmax(0, 1fr);
  ${mediaUp("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp("md")} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Photo = styled.div`
  aspect-ratio: 16 / 10;
  background: ${vars.color.surfaceRaised};
`;

const Address = styled.address`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
  font-style: normal;
`;

const Phone = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
`;

export interface SiteCardProps {
  site: SiteCardData;
  /** Hidden text before the phone number, e.g. "Telefon". */
  phoneLabel: string;
  /** The card title's heading level: 3 under a section heading, else 2. */
  titleLevel: 2 | 3;
}

/**
 * A dealer site card (a list item of SiteCardList): photo, official name, street, postcode and
 * town, the phone as a tel: link, and the site page. The name links the whole card, unless the
 * site has a link button text: then that button is the link (one link per destination).
 */
export function SiteCard({ site, phoneLabel, titleLevel }: SiteCardProps) {
  const place = site.locality;
  const phone = site.phone ? (
    <Phone>
      <Icon name="Phone" size="sm" />
      <Link href={`tel:${site.phone.replace(/[^\d+]/g, "")}`}>
        <VisuallyHidden>{`${phoneLabel}:`}</VisuallyHidden> {site.phone}
      </Link>
    </Phone>
  ) : null;
  const button = site.linkLabel ? (
    <Button href={site.href} variant="Secondary">
      {site.linkLabel}
      <VisuallyHidden>{`, ${site.name}`}</VisuallyHidden>
    </Button>
  ) : null;
  return (
    <Card
      as="li"
      title={site.name}
      titleLevel={titleLevel}
      titleSize="md"
      href={site.linkLabel ? undefined : site.href}
      media={
        site.image ? (
          <Photo>
            <Image
              src={site.image.src}
              alt={site.image.alt}
              blurDataUrl={site.image.blurDataUrl}
              sizes="(min-width: 1024px) 20rem, (min-width: 640px) 50vw, 100vw"
              fit="cover"
            />
          </Photo>
        ) : undefined
      }
      footer={
        phone || button ? (
          <>
            {phone}
            {button}
          </>
        ) : undefined
      }
    >
      {site.street || place ? (
        <Address>
          {site.street ? <div>{site.street}</div> : null}
          {place ? <div>{place}</div> : null}
        </Address>
      ) : null}
    </Card>
  );
}

/** Its usual height (three sites): 1,555-1,647 px on a phone, 732-812 in two columns, 346-386 in a row. */
const Section = styled.section`
  padding-block: ${space.xl};
  ${skippedWhileOffscreen({ base: "100rem", sm: "48rem", md: "23rem" })}
`;

const Header = styled.div`
  margin-bottom: ${space.lg};
`;

export interface SiteCardSectionProps {
  /** The heading (h2); the card titles are h3 under it, h2 without it. */
  title?: string;
  /** The sites to show, all of them (the caller applies its limit). None: nothing renders. */
  sites: SiteCardData[];
  /** Hidden text before the phone number, e.g. "Telefon". */
  phoneLabel: string;
}

/** A section of site cards under an optional heading (the site teaser, the workshop grid). */
export function SiteCardSection({ title, sites, phoneLabel }: SiteCardSectionProps) {
  if (sites.length === 0) return null;
  return (
    <Section>
      <Container>
        {title ? (
          <Header>
            <Heading level={2}>{title}</Heading>
          </Header>
        ) : null}
        <SiteCardList>
          {sites.map((site) => (
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
