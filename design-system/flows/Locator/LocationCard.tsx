import { useId, type Ref } from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { CopyToClipboard } from "../../primitives/CopyToClipboard";
import { Icon } from "../../primitives/Icon";
import { Link } from "../../primitives/Link";
import { formatChargerOption, formatDistance } from "./format";
import type { LocatorLabels, LocatorMarker, MarkerDistance } from "./types";

export interface LocationCardProps {
  marker: LocatorMarker;
  distance?: MarkerDistance;
  selected: boolean;
  expanded: boolean;
  onToggle: () => void;
  /** Selects the marker on the map (and shows the map on a phone). */
  onShowOnMap: () => void;
  labels: LocatorLabels;
  locale: string;
  ref?: Ref<HTMLElement>;
}

const Card = styled.article`
  display: grid;
  gap: ${space.xs};
  padding: ${space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surface};
  &[data-selected] {
    border-color: ${vars.color.action};
    box-shadow: inset 0 0 0 1px ${vars.color.action};
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space.sm};
  align-items: baseline;
`;

const Name = styled.h3`
  margin: 0;
  font-family: ${vars.font.heading};
  font-size: ${fontSize.md};
  font-weight: ${vars.fontWeight.heading};
`;

const Muted = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
  white-space: nowrap;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
  align-items: center;
`;

const TextButton = styled.button`
  min-height: 2.75rem;
  padding: ${space.xs} ${space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-family: inherit;
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
  cursor: pointer;
  &:hover {
    border-color: ${vars.color.borderStrong};
  }
  &[aria-pressed="true"] {
    border-color: ${vars.color.action};
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.xxs} ${space.sm};
  margin: 0;
  dt {
    color: ${vars.color.textMuted};
    font-size: ${fontSize.sm};
  }
  dd {
    display: grid;
    gap: ${space.xxs};
    margin: 0;
  }
`;

const Charger = styled.span`
  display: inline-flex;
  gap: ${space.xxs};
  align-items: center;
`;

const Badge = styled.span`
  padding: 0 ${space.xxs};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.chip};
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.action};
`;

/** Directions in the maps service, opened outside the site, to the marker's position. */
export function directionsHref(marker: Pick<LocatorMarker, "lat" | "lng">): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${marker.lat},${marker.lng}`;
}

export const addressLine = (marker: LocatorMarker) =>
  `${marker.address}, ${marker.zip} ${marker.city}`;

const knownTypes = new Set(["F150Location", "ChargingPoint", "Location"]);

function TypeDetails({
  marker,
  labels,
  locale,
}: Pick<LocationCardProps, "marker" | "labels" | "locale">) {
  if (marker.type === "F150Location") {
    return (
      <Details>
        {marker.emails?.length ? (
          <>
            <dt>{labels.email}</dt>
            <dd>
              {marker.emails.map((email) => (
                <Link key={email} href={`mailto:${email}`}>
                  {email}
                </Link>
              ))}
            </dd>
          </>
        ) : null}
        {marker.phones?.length ? (
          <>
            <dt>{labels.phone}</dt>
            <dd>
              {marker.phones.map((phone) => (
                <Link key={phone} href={`tel:${phone.replace(/\s+/g, "")}`}>
                  {phone}
                </Link>
              ))}
            </dd>
          </>
        ) : null}
        {marker.webpages?.length ? (
          <>
            <dt>{labels.website}</dt>
            <dd>
              {marker.webpages.map((page) => (
                <Link key={page} href={page} target="_blank" newTabLabel={labels.newTab}>
                  {page.replace(/^https?:\/\//, "")}
                </Link>
              ))}
            </dd>
          </>
        ) : null}
      </Details>
    );
  }
  if (marker.type === "ChargingPoint") {
    return (
      <Details>
        <dt>{labels.chargers}</dt>
        <dd>
          {(marker.chargerOptions ?? []).map((option) => (
            <Charger key={option.id} data-charger={option.icon}>
              <Icon name="Plug" size="sm" />
              <Badge>{option.icon}</Badge>
              {formatChargerOption(labels.chargerOption, option, locale)}
            </Charger>
          ))}
        </dd>
      </Details>
    );
  }
  return null;
}

/**
 * One marker's card in the list: name, distance, address, and behind 'show details' what its
 * type carries (an F150 dealer's e-mail, phone and web lists; a charging point's charger options).
 * A type the locator does not know says 'Unknown location type'. Copy the address (with the
 * 'Copied' bubble, 1 s) and directions in the maps service (a new tab) are always there.
 */
export function LocationCard({
  marker,
  distance,
  selected,
  expanded,
  onToggle,
  onShowOnMap,
  labels,
  locale,
  ref,
}: LocationCardProps) {
  const id = useId();
  const known = knownTypes.has(marker.type);
  return (
    <Card
      ref={ref}
      aria-labelledby={`${id}-name`}
      data-selected={selected ? "" : undefined}
      data-marker-id={marker.id}
    >
      <Head>
        <Name id={`${id}-name`}>{marker.name}</Name>
        {distance ? <Muted>{formatDistance(distance, labels, locale)}</Muted> : null}
      </Head>
      <span>{addressLine(marker)}</span>
      {known ? null : <Muted role="note">{labels.unknownType}</Muted>}
      {expanded && known ? (
        <div id={`${id}-details`}>
          <TypeDetails marker={marker} labels={labels} locale={locale} />
        </div>
      ) : null}
      <Row>
        <TextButton type="button" aria-pressed={selected} onClick={onShowOnMap}>
          <Icon name="Pin" size="sm" /> {labels.showOnMap}
        </TextButton>
        {known && marker.type !== "Location" ? (
          <TextButton
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? `${id}-details` : undefined}
            onClick={onToggle}
          >
            {expanded ? labels.hideDetails : labels.showDetails}
          </TextButton>
        ) : null}
        <CopyToClipboard text={addressLine(marker)} feedback={labels.copy}>
          {labels.copyAddress}
        </CopyToClipboard>
        <Link
          href={directionsHref(marker)}
          target="_blank"
          newTabLabel={labels.newTab}
          variant="standalone"
        >
          {labels.directions}
        </Link>
      </Row>
    </Card>
  );
}
