import type { ReactNode } from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Heading } from "../../primitives/Heading";
import { Link } from "../../primitives/Link";
import { StarRatingDisplay } from "../../primitives/StarRating";
import { formatMessage } from "../../../i18n/format";
import { Collapsible, ItemCut, hiddenWhileCollapsed } from "./Collapsible";
import {
  DESCRIPTION_COLLAPSED_HEIGHT,
  EQUIPMENT_COLLAPSED_HEIGHT,
  EQUIPMENT_COLLAPSED_HEIGHT_ALTERNATE,
  NCAP_MAX_STARS,
  descriptionParagraphs,
  ncapStars,
  sampleEquipmentShown,
  technicalRowsShown,
} from "./rules";
import type {
  CarDetailLabels,
  CarDetailLinkedVehicle,
  CarDetailRow,
  CarDetailSellerSite,
} from "./types";

const Frame = styled.section`
  display: grid;
  gap: ${space.sm};
  scroll-margin-top: ${space.md};
`;

interface SectionProps {
  /** The section's id: an anchor (#overview, #equipment, #description). */
  id: string;
  heading: string;
  children: ReactNode;
}

/** A section named by its h2, with an id to jump to. */
export function Section({ id, heading, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Frame id={id} aria-labelledby={headingId}>
      <Heading level={2} size="lg" id={headingId}>
        {heading}
      </Heading>
      {children}
    </Frame>
  );
}

const Rows = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  margin: 0;
  ${hiddenWhileCollapsed}
  > div {
    display: grid;
    grid-template-columns: subgrid;
    grid-column: 1 / -1;
    gap: ${space.md};
    padding: ${space.xs} 0;
    border-bottom: 1px solid ${vars.color.border};
  }
  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.action};
    overflow-wrap: anywhere;
  }
`;

interface RowListProps {
  rows: CarDetailRow[];
  /** Rows after this many are hidden while collapsed; all show without it. */
  shown?: number;
  collapsed?: boolean;
  id?: string;
}

function RowList({ rows, shown = rows.length, collapsed = false, id }: RowListProps) {
  return (
    <Rows id={id} data-collapsed={collapsed ? "" : undefined}>
      {rows.map((row, index) => (
        <div key={`${row.label}-${index}`} data-extra={index >= shown ? "" : undefined}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </Rows>
  );
}

const FactList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  margin: 0;
  > div {
    display: grid;
    padding: ${space.xs} ${space.sm};
    border-radius: ${vars.radius.card};
    background: ${vars.color.surfaceRaised};
  }
  dt {
    color: ${vars.color.textMuted};
    font-size: ${fontSize.sm};
  }
  dd {
    margin: 0;
    font-weight: ${vars.fontWeight.action};
  }
`;

/** The few facts by the price (year, mileage, fuel, gearbox) as labelled tiles. */
export function KeyFacts({ facts }: { facts: CarDetailRow[] }) {
  if (facts.length === 0) return null;
  return (
    <FactList data-key-facts="">
      {facts.map((fact, index) => (
        <div key={`${fact.label}-${index}`}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </FactList>
  );
}

type ShowMoreTexts = Pick<CarDetailLabels, "showMore" | "showLess">;

/** The #overview section: the car's main data as rows. */
export function Overview({ rows, labels }: { rows: CarDetailRow[]; labels: { overview: string } }) {
  if (rows.length === 0) return null;
  return (
    <Section id="overview" heading={labels.overview}>
      <RowList rows={rows} />
    </Section>
  );
}

const EquipmentItems = styled.ul`
  columns: 2 14rem;
  column-gap: ${space.xl};
  margin: 0;
  padding-inline-start: ${space.md};
  ${hiddenWhileCollapsed}
  > li {
    break-inside: avoid;
    padding: ${space.xxs} 0;
  }
`;

interface EquipmentProps {
  items: string[];
  /** A sample car: three items, then "show more" (all when four or fewer). */
  sample?: boolean;
  labels: ShowMoreTexts & { equipment: string };
}

/**
 * The #equipment section. A stock car's list is cut at 50 px (190 px on the single-column
 * layout) with "show more"; a sample car's shows three items unless it has four or fewer.
 */
export function Equipment({ items, sample = false, labels }: EquipmentProps) {
  if (items.length === 0) return null;
  return (
    <Section id="equipment" heading={labels.equipment}>
      {sample ? (
        <CountedEquipment items={items} labels={labels} />
      ) : (
        <Collapsible
          collapsedHeight={EQUIPMENT_COLLAPSED_HEIGHT_ALTERNATE}
          desktopCollapsedHeight={EQUIPMENT_COLLAPSED_HEIGHT}
          labels={labels}
        >
          <EquipmentItems>
            {items.map((item, index) => (
              <li key={`${item}-${index}`}>{item}</li>
            ))}
          </EquipmentItems>
        </Collapsible>
      )}
    </Section>
  );
}

function CountedEquipment({ items, labels }: { items: string[]; labels: ShowMoreTexts }) {
  const shown = sampleEquipmentShown(items.length);
  return (
    <ItemCut total={items.length} shown={shown} labels={labels}>
      {({ id, collapsed }) => (
        <EquipmentItems id={id} data-collapsed={collapsed ? "" : undefined}>
          {items.map((item, index) => (
            <li key={`${item}-${index}`} data-extra={index >= shown ? "" : undefined}>
              {item}
            </li>
          ))}
        </EquipmentItems>
      )}
    </ItemCut>
  );
}

const Paragraph = styled.p`
  margin: 0 0 ${space.sm};
  max-width: 70ch;
  overflow-wrap: anywhere;
`;

/** The #description section: plain-text paragraphs, cut at 300 px with "show more". */
export function Description({
  text,
  labels,
}: {
  text?: string;
  labels: ShowMoreTexts & { description: string };
}) {
  const paragraphs = descriptionParagraphs(text);
  if (paragraphs.length === 0) return null;
  return (
    <Section id="description" heading={labels.description}>
      <Collapsible collapsedHeight={DESCRIPTION_COLLAPSED_HEIGHT} labels={labels}>
        {paragraphs.map((lines, index) => (
          <Paragraph key={index}>
            {lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </span>
            ))}
          </Paragraph>
        ))}
      </Collapsible>
    </Section>
  );
}

/** Technical data: five rows, then "show more". */
export function TechnicalData({
  rows,
  labels,
}: {
  rows: CarDetailRow[];
  labels: ShowMoreTexts & { technical: string };
}) {
  if (rows.length === 0) return null;
  const shown = technicalRowsShown(rows.length);
  return (
    <Section id="technical-data" heading={labels.technical}>
      <ItemCut total={rows.length} shown={shown} labels={labels}>
        {({ id, collapsed }) => <RowList rows={rows} shown={shown} collapsed={collapsed} id={id} />}
      </ItemCut>
    </Section>
  );
}

/** The Euro NCAP rating as stars, read as "4 av 5 stjärnor". */
export function Ncap({
  stars,
  labels,
}: {
  stars?: number;
  labels: Pick<CarDetailLabels, "ncap" | "ncapStars">;
}) {
  const value = ncapStars(stars);
  if (value === undefined) return null;
  return (
    <Section id="ncap" heading={labels.ncap}>
      <StarRatingDisplay
        readOnly
        value={value}
        max={NCAP_MAX_STARS}
        valueText={(shown, max) => formatMessage(labels.ncapStars, { stars: shown, max })}
      />
    </Section>
  );
}

const LinkList = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
`;

interface ListedLink {
  key: string;
  text: string;
  /** Plain text without it. */
  href?: string;
  /** Muted text after the link: a package name, a city. */
  suffix?: string;
}

function LinkListSection({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: ListedLink[];
}) {
  if (links.length === 0) return null;
  return (
    <Section id={id} heading={heading}>
      <LinkList>
        {links.map((link) => (
          <li key={link.key}>
            {link.href ? (
              <Link href={link.href} variant="standalone">
                {link.text}
              </Link>
            ) : (
              <strong>{link.text}</strong>
            )}
            {link.suffix && <Muted>{link.suffix}</Muted>}
          </li>
        ))}
      </LinkList>
    </Section>
  );
}

/** Other variants of the car (linked_vehicles), each a link to its page. */
export function LinkedVehicles({
  vehicles = [],
  labels,
}: {
  vehicles?: CarDetailLinkedVehicle[];
  labels: { linkedVehicles: string };
}) {
  return (
    <LinkListSection
      id="linked-vehicles"
      heading={labels.linkedVehicles}
      links={vehicles.map((vehicle) => ({
        key: vehicle.href,
        text: vehicle.text,
        href: vehicle.href,
        suffix: vehicle.packageName && ` ${vehicle.packageName}`,
      }))}
    />
  );
}

/** A sample car's sellers: the sites of the brand. */
export function SellerSites({
  sites = [],
  labels,
}: {
  sites?: CarDetailSellerSite[];
  labels: { sellerSites: string };
}) {
  return (
    <LinkListSection
      id="seller-sites"
      heading={labels.sellerSites}
      links={sites.map((site) => ({
        key: site.id,
        text: site.name,
        href: site.href,
        suffix: site.city && `, ${site.city}`,
      }))}
    />
  );
}
