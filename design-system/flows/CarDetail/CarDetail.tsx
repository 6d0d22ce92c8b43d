import styled from "styled-components";
import { layout, mediaUp, space, vars } from "../../theme";
import { Heading } from "../../primitives/Heading";
import { Icon } from "../../primitives/Icon";
import { Link } from "../../primitives/Link";
import { Skeleton } from "../../primitives/Skeleton";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { ActionBar, CONTACT_SECTION_ID, DealerCard } from "./DealerCard";
import { PriceBlock } from "./PriceBlock";
import {
  Description,
  Equipment,
  KeyFacts,
  LinkedVehicles,
  Ncap,
  Overview,
  SellerSites,
  TechnicalData,
} from "./Sections";
import type { CarDetailBack, CarDetailProps } from "./types";

const Page = styled.article`
  display: grid;
  gap: ${space.lg};
`;

/**
 * One column in source order on phones; from 1024 px the spec's two columns: the gallery and
 * the sections on the left, the title, price and dealer on the right (the dealer card sticks).
 */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${space.xl};
  ${mediaUp("md")} {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
    grid-template-areas:
      "gallery summary"
      "gallery side"
      "main side"
      "contact side";
    grid-template-rows: auto auto auto 1fr;
    column-gap: ${space.xxl};
    align-items: start;
  }
`;

/** The areas apply from 1024 px; on phones the parts follow in source order. */
const inArea = (area: string) => `
  min-width: 0;
  ${mediaUp("md")} {
    grid-area: ${area};
  }
`;

const Summary = styled.div`
  ${inArea("summary")}
  display: grid;
  gap: ${space.md};
`;

const PriceAndFacts = styled.section`
  display: grid;
  gap: ${space.md};
`;

const Variant = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  overflow-wrap: anywhere;
`;

const Gallery = styled.div`
  ${inArea("gallery")}
`;

const Main = styled.div`
  ${inArea("main")}
  display: grid;
  gap: ${space.xl};
`;

const Side = styled.div`
  ${inArea("side")}
  display: grid;
  gap: ${space.lg};
  ${mediaUp("md")} {
    position: sticky;
    inset-block-start: calc(${layout.stickyTop} + ${space.md});
  }
`;

/** The contact form's place (#contact); the form names its own region. */
const Contact = styled.div`
  ${inArea("contact")}
  &:empty {
    display: none;
  }
`;

const BackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: ${vars.fontWeight.action};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const BackRow = styled.div`
  display: flex;
  > a {
    display: inline-flex;
    align-items: center;
    gap: ${space.xxs};
    min-height: 2.75rem;
  }
`;

/** Back to the cars: a link when there is somewhere to link to, else a button. */
function Back({ back, label }: { back: CarDetailBack; label: string }) {
  const content = (
    <>
      <Icon name="ChevronLeft" />
      {label}
    </>
  );
  return (
    <BackRow>
      {back.href !== undefined ? (
        <Link href={back.href} variant="standalone" onClick={back.onClick}>
          {content}
        </Link>
      ) : (
        <BackButton type="button" onClick={back.onClick}>
          {content}
        </BackButton>
      )}
    </BackRow>
  );
}

/**
 * The car detail page's content: title, price and key facts, the gallery, the sections
 * (#overview, #equipment, #description, technical data, NCAP, linked vehicles, a sample car's
 * seller sites), the dealer card with its contact actions, and slots for the gallery, finance,
 * contact form (#contact) and recommendations. On phones a sticky bar keeps call, e-mail and the
 * contact form at hand.
 */
export function CarDetail({
  car,
  labels,
  back,
  onLead,
  gallery,
  contactForm,
  recommendations,
  finance,
}: CarDetailProps) {
  return (
    <Page data-car-id={car.id}>
      {back && <Back back={back} label={labels.back} />}
      <Columns>
        <Summary>
          <div>
            <Heading level={1} size="xl" id="car-title">
              {car.title}
            </Heading>
            {car.variant && <Variant>{car.variant}</Variant>}
          </div>
          <PriceAndFacts aria-labelledby="key-facts-heading">
            <VisuallyHidden as="h2" id="key-facts-heading">
              {labels.keyFacts}
            </VisuallyHidden>
            <PriceBlock car={car} labels={labels} />
            <KeyFacts facts={car.keyFacts} />
          </PriceAndFacts>
        </Summary>
        {gallery && <Gallery>{gallery}</Gallery>}
        <Main>
          <Overview rows={car.overview} labels={labels} />
          {/* In the main column: up to 100 sites would not fit the sticky side column. */}
          <SellerSites sites={car.sellerSites} labels={labels} />
          <Equipment items={car.equipment} sample={car.isSample} labels={labels} />
          <Description text={car.description} labels={labels} />
          {finance}
          <TechnicalData rows={car.technical} labels={labels} />
          <Ncap stars={car.ncapStars} labels={labels} />
          <LinkedVehicles vehicles={car.linkedVehicles} labels={labels} />
        </Main>
        {car.dealer && (
          <Side>
            <DealerCard dealer={car.dealer} labels={labels} onLead={onLead} />
          </Side>
        )}
        <Contact id={CONTACT_SECTION_ID}>{contactForm}</Contact>
      </Columns>
      {recommendations}
      <ActionBar dealer={car.dealer} labels={labels} onLead={onLead} />
    </Page>
  );
}

/**
 * The page's shape while the car loads (a Suspense fallback): the same columns with grey
 * blocks, hidden from assistive technology; a status announces `label` ("Laddar bilen…").
 */
export function CarDetailSkeleton({ label }: { label: string }) {
  return (
    <Page aria-busy="true" data-car-detail-skeleton="">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Columns aria-hidden="true">
        <Summary>
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="rect" height="2.5rem" width="60%" />
          <Skeleton shape="rect" height="3.5rem" />
        </Summary>
        <Gallery>
          <Skeleton shape="rect" aspectRatio="4 / 3" />
        </Gallery>
        <Main>
          <Skeleton shape="text" lines={6} />
        </Main>
        <Side>
          <Skeleton shape="rect" height="12rem" />
        </Side>
      </Columns>
    </Page>
  );
}
