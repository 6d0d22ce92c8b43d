import styled from "styled-components";
import { mediaUp, space, vars } from "../../theme";
import { Container } from "../../layout/Container";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { Icon } from "../../primitives/Icon";
import { Image } from "../../primitives/Image";
import { Link } from "../../primitives/Link";
import { Notice } from "../../primitives/Notice";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { CarCarousel } from "../CarCarousel/CarCarousel";
import { SiteMap } from "../SiteMap/SiteMap";
import { ContactLinks, DepartmentCard } from "./Department";
import type { SiteBack, SiteDetailData, SiteDetailLabels, SiteLead } from "./types";

export interface SiteDetailProps {
  site: SiteDetailData;
  labels: SiteDetailLabels;
  back: SiteBack;
  /** The public maps key (MAPS_API_KEY); none: the static map. */
  mapsApiKey?: string;
  /** Called when the visitor uses a contact action (lead_name/lead_action events). */
  onLead?: (lead: SiteLead) => void;
}

const Page = styled.div`
  display: grid;
  gap: ${space.xl};
  padding-block: ${space.lg} ${space.xl};
`;

const BackLink = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
`;

const Hero = styled.div`
  aspect-ratio: 21 / 9;
  overflow: hidden;
  border-radius: ${vars.radius.card};
  background: ${vars.color.surfaceRaised};
`;

const Overview = styled.div`
  display: grid;
  gap: ${space.lg};
  ${mediaUp("md")} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    align-items: start;
  }
`;

const Contact = styled.section`
  display: grid;
  gap: ${space.sm};
`;

const Address = styled.address`
  display: grid;
  gap: ${space.xxs};
  font-style: normal;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

const Section = styled.section`
  display: grid;
  gap: ${space.md};
`;

const Departments = styled.div`
  display: grid;
  gap: ${space.md};
  ${mediaUp("sm")} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaUp("md")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Brands = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    font-weight: ${vars.fontWeight.action};
  }
`;

/** The address lines: street, then postcode and town ("411 01 Göteborg"). */
export function siteAddressLines(
  site: Pick<SiteDetailData, "street" | "zip" | "city" | "locality">,
) {
  const locality = site.locality ?? [site.zip, site.city].filter(Boolean).join(" ");
  return [site.street, locality].filter((line): line is string => Boolean(line));
}

/**
 * A dealer site page: the back link, the hero photo and name, the holiday notice (when the app
 * passes one: it is inside the vacation window), the address with contact actions and the map,
 * the departments (contacts, opening hours, deviating days, employees), the brands, and the
 * latest arrivals with the button to the site's cars.
 */
export function SiteDetail({ site, labels, back, mapsApiKey, onLead }: SiteDetailProps) {
  const addressLines = siteAddressLines(site);
  return (
    <>
      <Container>
        <Page>
          <div>
            <Link href={back.href} onClick={back.onClick} variant="standalone">
              <BackLink>
                <Icon name="ChevronLeft" />
                {labels.back}
              </BackLink>
            </Link>
          </div>
          {site.image ? (
            <Hero>
              <Image
                src={site.image.src}
                alt={site.image.alt}
                blurDataUrl={site.image.blurDataUrl}
                sizes="(min-width: 1280px) 80rem, 100vw"
                fit="cover"
                priority
              />
            </Hero>
          ) : null}
          <Heading level={1}>{site.name}</Heading>
          {site.holiday ? (
            <Notice tone="warning" title={site.holiday.title}>
              {site.holiday.text}
            </Notice>
          ) : null}
          <Overview>
            <Contact aria-labelledby="site-contact">
              <Heading level={2} size="lg" id="site-contact">
                {labels.contact}
              </Heading>
              {addressLines.length > 0 ? (
                <Address aria-label={labels.address}>
                  {addressLines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </Address>
              ) : null}
              <ContactLinks
                phone={site.phone}
                email={site.email}
                labels={labels}
                onLead={(action) => onLead?.({ action })}
              />
              <Actions>
                <Button
                  href={site.mapsHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="Secondary"
                  onClick={() => onLead?.({ action: "maps" })}
                >
                  {labels.maps}
                  <VisuallyHidden> {labels.newTab}</VisuallyHidden>
                </Button>
                {site.serviceBookingHref ? (
                  <Button href={site.serviceBookingHref}>{labels.bookService}</Button>
                ) : null}
              </Actions>
            </Contact>
            <SiteMap
              name={site.name}
              addressLines={addressLines}
              coordinates={site.coordinates}
              mapsHref={site.mapsHref}
              apiKey={mapsApiKey}
              labels={labels.map}
              onMapsLink={() => onLead?.({ action: "maps" })}
            />
          </Overview>
          {site.departments.length > 0 ? (
            <Section aria-labelledby="site-departments">
              <Heading level={2} size="lg" id="site-departments">
                {labels.departments}
              </Heading>
              <Departments>
                {site.departments.map((department) => (
                  <DepartmentCard
                    key={department.name}
                    department={department}
                    labels={labels}
                    onLead={onLead}
                  />
                ))}
              </Departments>
            </Section>
          ) : null}
          {site.brands.length > 0 ? (
            <Section aria-labelledby="site-brands">
              <Heading level={2} size="lg" id="site-brands">
                {labels.brands}
              </Heading>
              <Brands>
                {site.brands.map((brand) => (
                  <li key={brand}>{brand}</li>
                ))}
              </Brands>
            </Section>
          ) : null}
          {site.latestCars.length === 0 && site.carListHref ? (
            <div>
              <Button href={site.carListHref} variant="Secondary">
                {labels.allCars}
              </Button>
            </div>
          ) : null}
        </Page>
      </Container>
      <CarCarousel
        title={labels.latestCars}
        cars={site.latestCars}
        seeAll={site.carListHref ? { href: site.carListHref, label: labels.allCars } : undefined}
        labels={labels.cars}
      />
    </>
  );
}
