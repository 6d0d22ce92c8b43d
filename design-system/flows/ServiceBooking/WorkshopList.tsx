import { forwardRef, useId } from "react";
import styled from "styled-components";
import type { WorkshopSite } from "../../../api-adapters/booking/schemas";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { Notice } from "../../primitives/Notice";
import { RadioGroup } from "../../primitives/RadioGroup";
import { fontSize, space, vars } from "../../theme";
import type { GeoPoint } from "../SiteMap/types";
import type { WorkshopStepLabels } from "./workshop-labels";
import { Muted } from "./WorkshopParts";
import { distanceKm, formatFirstTime, formatKm, type SiteOrder } from "./workshop-rules";
import type { WorkshopStream } from "./WorkshopStream";

export interface WorkshopListProps {
  stream: WorkshopStream;
  /** The workshops in the chosen order. */
  sites: readonly WorkshopSite[];
  order: SiteOrder;
  onOrderChange: (order: SiteOrder) => void;
  /** The place of step 1: distances are counted from it. */
  from?: GeoPoint;
  /** The workshop picked on the map: its card is marked. */
  highlightedId: string | null;
  onChoose: (site: WorkshopSite) => void;
  labels: WorkshopStepLabels;
}

const Root = styled.section`
  display: grid;
  gap: ${space.sm};
  align-content: start;
  &:focus {
    outline: none;
  }
`;

const Cards = styled.ol`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.xxs} ${space.sm};
  align-items: center;
  padding: ${space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surface};
  &[data-highlighted] {
    border-color: ${vars.color.action};
    box-shadow: inset 0 0 0 1px ${vars.color.action};
  }
`;

const CardText = styled.div`
  display: grid;
  gap: ${space.xxs};
  min-width: 0;
`;

const CardName = styled.h4`
  margin: 0;
  font-size: ${fontSize.md};
`;

const Status = styled.p`
  margin: 0;
  font-size: ${fontSize.sm};
`;

/** The workshop's name, address, distance and first free time. */
export function WorkshopDetails({
  site,
  from,
  labels,
}: {
  site: WorkshopSite;
  from?: GeoPoint;
  labels: WorkshopStepLabels;
}) {
  return (
    <>
      <Muted>{site.address}</Muted>
      {from ? <Muted>{labels.distance(formatKm(distanceKm(site, from)))}</Muted> : null}
      <Muted>
        {site.firstTimeSlot
          ? labels.firstTime(formatFirstTime(site.firstTimeSlot))
          : labels.noFirstTime}
      </Muted>
    </>
  );
}

/** 'Välj' with the workshop's name for assistive technology ('Välj Automotive Mölndal'). */
export function ChooseButton({
  site,
  onChoose,
  labels,
}: {
  site: WorkshopSite;
  onChoose: (site: WorkshopSite) => void;
  labels: WorkshopStepLabels;
}) {
  return (
    <Button
      type="button"
      aria-label={labels.chooseNamed(site.siteName)}
      onClick={() => onChoose(site)}
    >
      {labels.choose}
    </Button>
  );
}

/**
 * The workshops as they stream in (specs §2.1, §4.1, §8): the sort choice (nearest or first
 * available time), a card per workshop with its choice, 'Hämta fler' while a batch came full,
 * and the no-sites text with the contact suggestion, or the stream's error with a retry.
 */
export const WorkshopList = forwardRef<HTMLElement, WorkshopListProps>(function WorkshopList(
  { stream, sites, order, onOrderChange, from, highlightedId, onChoose, labels },
  ref,
) {
  const headingId = useId();
  const loading = stream.status === "loading";
  return (
    <Root ref={ref} tabIndex={-1} aria-labelledby={headingId} data-workshop-list="">
      <Heading level={3} size="md" id={headingId}>
        {labels.listHeading}
      </Heading>
      {stream.status === "noSites" ? (
        <Notice tone="info" title={labels.noSites} live>
          <p>{labels.noSitesContact}</p>
        </Notice>
      ) : (
        <RadioGroup
          label={labels.sortLabel}
          orientation="horizontal"
          value={order}
          onChange={(value) => onOrderChange(value === "firstAvailable" ? value : "nearest")}
          options={[
            { value: "nearest", label: labels.sortNearest },
            { value: "firstAvailable", label: labels.sortFirstAvailable },
          ]}
        />
      )}
      {sites.length > 0 ? (
        <Cards>
          {sites.map((site) => (
            <Card
              key={site.departmentId}
              data-department-id={site.departmentId}
              data-highlighted={site.departmentId === highlightedId ? "" : undefined}
            >
              <CardText>
                <CardName>{site.siteName}</CardName>
                <WorkshopDetails site={site} from={from} labels={labels} />
              </CardText>
              <ChooseButton site={site} onChoose={onChoose} labels={labels} />
            </Card>
          ))}
        </Cards>
      ) : null}
      <Status role="status">
        {loading ? labels.loading : sites.length > 0 ? labels.count(sites.length) : ""}
      </Status>
      {stream.status === "error" ? (
        <Notice tone="error" live>
          <p>{stream.error || labels.streamFailed}</p>
          <Button type="button" variant="Secondary" onClick={stream.loadMore}>
            {labels.retry}
          </Button>
        </Notice>
      ) : null}
      {stream.hasMore && stream.status !== "error" ? (
        <div>
          <Button type="button" variant="Secondary" loading={loading} onClick={stream.loadMore}>
            {labels.more}
          </Button>
        </div>
      ) : null}
    </Root>
  );
});
