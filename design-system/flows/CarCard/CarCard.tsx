import type { ReactNode } from "react";
import styled from "styled-components";
import { fontSize, motion, space, vars } from "../../theme";
import { Card } from "../../primitives/Card";
import type { HeadingLevel } from "../../primitives/Heading";
import { Icon } from "../../primitives/Icon";
import { Image } from "../../primitives/Image";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { factIcons, factOrder } from "./fact-icons";
import type { CarCardData } from "./types";

export interface CarCardCompare {
  /** The toggle's visible text, e.g. "Jämför"; the car's title is added for screen readers. */
  label: string;
  /** Whether the car is in the compare list (`aria-pressed`). */
  selected: boolean;
  onToggle: (car: CarCardData) => void;
}

export interface CarCardProps {
  car: CarCardData;
  /** Hidden text before the struck-through retail price, e.g. "Ordinarie pris". */
  previousPriceLabel: string;
  /** Shown in place of the photo when the car has none, e.g. "Bild saknas". */
  missingImageText: string;
  /** The compare toggle; none when omitted. */
  compare?: CarCardCompare;
  /** Hidden names read before each fact ("Årsmodell", "Miltal"), when the value alone is unclear. */
  factLabels?: Partial<Record<keyof CarCardData["facts"], string>>;
  /** Outline level of the title; 3 by default (cards sit under the list's h2). */
  titleLevel?: HeadingLevel;
  /** The `sizes` of the photo; the card is a third of the page or narrower by default. */
  imageSizes?: string;
  /** The first cards on a server-rendered page load their photo eagerly. */
  priority?: boolean;
  /** `li` when the card is an item of a list (the result grid). */
  as?: "article" | "li" | "div";
  className?: string;
}

const MediaFrame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${vars.color.surfaceRaised};
`;

const MissingImage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  height: 100%;
  padding: ${space.md};
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
  text-align: center;
`;

const Variant = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
  overflow-wrap: anywhere;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xxs} ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};
  > li {
    display: inline-flex;
    align-items: center;
    gap: ${space.xxs};
  }
`;

const PriceBlock = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${space.xxs} ${space.xs};
  margin-top: auto;
  padding-top: ${space.xs};
`;

const CampaignBadge = styled.span`
  flex-basis: 100%;
  width: fit-content;
  max-width: fit-content;
  padding: 0 ${space.xs};
  border-radius: ${vars.radius.chip};
  color: ${vars.color.feedbackError};
  background: ${vars.color.feedbackErrorSurface};
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
`;

const CurrentPrice = styled.span<{ $campaign: boolean }>`
  color: ${({ $campaign }) => ($campaign ? vars.color.feedbackError : vars.color.text)};
  font-size: ${fontSize.xl};
  font-weight: ${vars.fontWeight.heading};
  font-variant-numeric: tabular-nums;
`;

const PreviousPrice = styled.s`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const VatNote = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const Monthly = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
`;

const CompareToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 2.75rem;
  padding: 0 ${space.sm};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.chip};
  color: ${vars.color.text};
  background: ${vars.color.surface};
  font: inherit;
  font-size: ${fontSize.sm};
  cursor: pointer;
  transition: background ${motion.fast};
  &:hover {
    background: ${vars.color.surfaceRaised};
  }
  &[aria-pressed="true"] {
    border-color: ${vars.color.action};
    color: ${vars.color.actionText};
    background: ${vars.color.action};
  }
  &:focus-visible {
    outline: 3px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const CheckBox = styled.span`
  display: inline-grid;
  place-items: center;
  width: 1rem;
  height: 1rem;
  border: 1px solid currentColor;
  border-radius: ${vars.radius.control};
`;

function CarPhoto({
  car,
  missingImageText,
  sizes,
  priority,
}: {
  car: CarCardData;
  missingImageText: string;
  sizes: string;
  priority: boolean;
}) {
  if (!car.image) {
    return (
      <MediaFrame>
        <MissingImage>
          <Icon name="Car" size="lg" />
          <span>{missingImageText}</span>
        </MissingImage>
      </MediaFrame>
    );
  }
  return (
    <MediaFrame>
      <Image
        src={car.image.src}
        alt={car.image.alt}
        blurDataUrl={car.image.blurDataUrl}
        sizes={sizes}
        priority={priority}
        fit="cover"
      />
    </MediaFrame>
  );
}

function FactList({
  facts,
  labels,
}: {
  facts: CarCardData["facts"];
  labels?: CarCardProps["factLabels"];
}) {
  const present = factOrder.filter((key) => facts[key]);
  if (present.length === 0) return null;
  return (
    <Facts>
      {present.map((key) => (
        <li key={key}>
          <Icon name={factIcons[key]} size="sm" />
          {labels?.[key] ? <VisuallyHidden>{`${labels[key]}: `}</VisuallyHidden> : null}
          <span>{facts[key]}</span>
        </li>
      ))}
    </Facts>
  );
}

function Price({ price, previousLabel }: { price: CarCardData["price"]; previousLabel: string }) {
  const campaign = Boolean(price.previous);
  return (
    <PriceBlock>
      {price.campaignLabel ? <CampaignBadge>{price.campaignLabel}</CampaignBadge> : null}
      <CurrentPrice $campaign={campaign || Boolean(price.campaignLabel)}>
        {price.current}
      </CurrentPrice>
      {price.vatNote ? <VatNote>{price.vatNote}</VatNote> : null}
      {price.previous ? (
        <span>
          <VisuallyHidden>{`${previousLabel}: `}</VisuallyHidden>
          <PreviousPrice>{price.previous}</PreviousPrice>
        </span>
      ) : null}
    </PriceBlock>
  );
}

function CompareButton({ car, compare }: { car: CarCardData; compare: CarCardCompare }) {
  return (
    <CompareToggle
      type="button"
      aria-pressed={compare.selected}
      aria-label={`${compare.label} ${car.title}`}
      onClick={() => compare.onToggle(car)}
    >
      <CheckBox aria-hidden="true">
        {compare.selected ? <Icon name="Check" size="sm" /> : null}
      </CheckBox>
      <span>{compare.label}</span>
    </CompareToggle>
  );
}

/**
 * A car in the list, carousels and compare: photo (blur placeholder, or a placeholder with the
 * missing-image text), title as the card's one link (stretched over the card), variant, facts,
 * price (campaign price highlighted, retail price struck through with hidden "regular price"
 * text, VAT note for LCV), monthly cost and an optional compare toggle, which sits above the
 * link so nothing interactive is nested. Fluid width: the grid or carousel sets it.
 */
export function CarCard({
  car,
  previousPriceLabel,
  missingImageText,
  compare,
  factLabels,
  titleLevel = 3,
  imageSizes = "(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw",
  priority = false,
  as = "article",
  className,
}: CarCardProps): ReactNode {
  return (
    <Card
      as={as}
      href={car.href}
      title={car.title}
      titleLevel={titleLevel}
      titleSize="lg"
      media={
        <CarPhoto
          car={car}
          missingImageText={missingImageText}
          sizes={imageSizes}
          priority={priority}
        />
      }
      footer={compare ? <CompareButton car={car} compare={compare} /> : undefined}
      className={className}
    >
      {car.variant ? <Variant>{car.variant}</Variant> : null}
      <FactList facts={car.facts} labels={factLabels} />
      <Price price={car.price} previousLabel={previousPriceLabel} />
      {car.monthly ? <Monthly>{car.monthly}</Monthly> : null}
    </Card>
  );
}
