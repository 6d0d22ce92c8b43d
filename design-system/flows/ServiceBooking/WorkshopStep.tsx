import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from "react";
import styled from "styled-components";
import type { Prices, WorkshopSite } from "../../../api-adapters/booking/schemas";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { fontSize, mediaUp, space, vars } from "../../theme";
import { boundsOf, DEFAULT_MAP_CENTER } from "../SiteMap/geo";
import type { MapView } from "../SiteMap/marker-map-types";
import type { GeoPoint } from "../SiteMap/types";
import { MarkerMap } from "../SiteMap/MarkerMap";
import { ContactForm } from "./ContactForm";
import {
  booked,
  changeWorkshopOrTime,
  chooseTime,
  chooseWorkshop,
  costSummary,
  formatSek,
  type BookingState,
  type SelectedService,
} from "./rules";
import type { BookingContactValues } from "./schema";
import { TimeGrid } from "./TimeGrid";
import { DirectionsLink, Muted } from "./WorkshopParts";
import { BookingApiError, type ServiceBookingApi, type ServiceBookingEvent } from "./types";
import type { WorkshopStepLabels } from "./workshop-labels";
import { ChooseButton, WorkshopDetails, WorkshopList } from "./WorkshopList";
import {
  bookingRequest,
  CHOSEN_WORKSHOP_ZOOM,
  firstGridDay,
  formatChosenTime,
  pricingMileage,
  purchaseEvent,
  sitePoint,
  sortSites,
  withWorkshopPrices,
  type SiteOrder,
} from "./workshop-rules";
import { useWorkshopStream } from "./WorkshopStream";

export interface WorkshopStepProps {
  api: ServiceBookingApi;
  state: BookingState;
  onStateChange: (next: BookingState) => void;
  /** The booking is made: `next` is at step 5, `site` the workshop booked. */
  onBooked: (next: BookingState, site: WorkshopSite) => void;
  labels: WorkshopStepLabels;
  mapsApiKey?: string;
  /** YYYY-MM-DD, the Swedish date. */
  today: string;
  /** The purchase event on booking. */
  onEvent?: (event: ServiceBookingEvent) => void;
}

/** The fitted view of the workshop list stays at street level at most. */
const LIST_MAX_ZOOM = 13;
const PLACE_ZOOM = 12;

const Root = styled.div`
  display: grid;
  gap: ${space.lg};
`;

const Columns = styled.div`
  display: grid;
  gap: ${space.md};
  ${mediaUp("sm")} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const MapBox = styled.div`
  height: 22rem;
  ${mediaUp("sm")} {
    position: sticky;
    top: ${space.md};
  }
`;

const Chosen = styled.section`
  display: grid;
  gap: ${space.xs};
  align-content: start;
  &:focus {
    outline: none;
  }
`;

const SiteName = styled.p`
  margin: 0;
  font-size: ${fontSize.lg};
  font-weight: ${vars.fontWeight.heading};
`;

const Info = styled.div`
  display: grid;
  gap: ${space.xxs};
`;

const noBounds = () => undefined;

/**
 * Step 4 (specs/service-flows.md §2.1, §4.1, §7, §9): the workshops streamed into a list and a
 * map (the dealer pages' map with its static offline plot), sorted by distance or first free
 * time, 'Hämta fler'; once one is chosen it shows on the map at zoom 15, the prices are asked at
 * it, the weekly time grid follows and, with a time, the contact form that books. 'Ändra verkstad
 * eller tid' goes back to the list. New services or a new place start a new list.
 */
export function WorkshopStep(props: WorkshopStepProps) {
  const { state } = props;
  const codes = state.services.map((entry) => entry.code).join(",");
  const listKey = `${state.car?.registrationNumber}|${codes}|${state.location?.latitude}|${state.location?.longitude}`;
  return <WorkshopStepBody key={listKey} {...props} />;
}

function WorkshopStepBody({
  api,
  state,
  onStateChange,
  onBooked,
  labels,
  mapsApiKey,
  today,
  onEvent,
}: WorkshopStepProps) {
  const registrationNumber = state.car?.registrationNumber ?? "";
  const codesKey = state.services.map((entry) => entry.code).join(",");
  const serviceOfferings = useMemo(() => (codesKey ? codesKey.split(",") : []), [codesKey]);
  const latitude = state.location?.latitude;
  const longitude = state.location?.longitude;
  const from = useMemo<GeoPoint | undefined>(
    () =>
      latitude === undefined || longitude === undefined
        ? undefined
        : { lat: latitude, lng: longitude },
    [latitude, longitude],
  );
  const stream = useWorkshopStream(api, {
    regNo: registrationNumber,
    serviceOfferings,
    latitude: from?.lat ?? 0,
    longitude: from?.lng ?? 0,
  });
  const [order, setOrder] = useState<SiteOrder>("nearest");
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const sorted = useMemo(() => sortSites(stream.sites, order, from), [stream.sites, order, from]);

  // The price answer and the booking act on the state as it is then, not as it was asked.
  const latest = useRef(state);
  const latestChange = useRef(onStateChange);
  useEffect(() => {
    latest.current = state;
    latestChange.current = onStateChange;
  });

  const chosenId = state.bookingInfo.location;
  const chosen = stream.sites.find((site) => site.departmentId === chosenId);
  // A workshop chosen before a reload that the list no longer has: choose again.
  useEffect(() => {
    if (chosenId && !chosen && stream.status !== "loading") {
      onStateChange(changeWorkshopOrTime(latest.current));
    }
  }, [chosenId, chosen, stream.status, onStateChange]);

  // Choosing and changing move focus to what replaced the button pressed.
  const moveFocus = useRef(false);
  const chosenRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (chosen ? chosenRef : listRef).current?.focus();
  }, [chosen]);

  const choose = (site: WorkshopSite) => {
    moveFocus.current = true;
    setHighlightedId(site.departmentId);
    onStateChange(chooseWorkshop(state, site.departmentId));
  };
  const change = () => {
    moveFocus.current = true;
    onStateChange(changeWorkshopOrTime(state));
  };

  // Stable, so the prices are asked once per workshop whatever the parent passes.
  const applyPrices = useCallback(
    (offers: Prices["offers"]) => latestChange.current(withWorkshopPrices(latest.current, offers)),
    [],
  );

  const book = async (contact: BookingContactValues): Promise<string | null> => {
    const request = bookingRequest(latest.current, contact);
    if (!request || !chosen) return labels.contact.bookingFailed;
    try {
      const { id } = await api.book(request);
      const next = booked(latest.current, id);
      onEvent?.(purchaseEvent(next, id));
      onBooked(next, chosen);
      return null;
    } catch (error) {
      return error instanceof BookingApiError ? error.message : labels.contact.bookingFailed;
    }
  };

  const markers = (chosen ? [chosen] : sorted).map((site) => ({
    id: site.departmentId,
    position: sitePoint(site),
    title: site.siteName,
  }));
  const view = mapView(chosen, sorted, from);
  const renderInfo = (id: string) => {
    const site = stream.sites.find((candidate) => candidate.departmentId === id);
    if (!site) return null;
    return (
      <Info>
        <strong>{site.siteName}</strong>
        <WorkshopDetails site={site} from={from} labels={labels} />
        {chosen ? null : <ChooseButton site={site} onChoose={choose} labels={labels} />}
      </Info>
    );
  };
  const map = (
    <MapBox>
      <MarkerMap
        markers={markers}
        selectedId={chosen ? chosen.departmentId : highlightedId}
        onSelect={(id) => setHighlightedId((current) => (current === id ? null : id))}
        view={view}
        userPosition={from}
        apiKey={mapsApiKey}
        onBoundsChange={noBounds}
        renderInfo={renderInfo}
        labels={labels.map}
      />
    </MapBox>
  );

  if (!chosen) {
    return (
      <Root data-workshop-step="list">
        <Columns>
          <WorkshopList
            ref={listRef}
            stream={stream}
            sites={sorted}
            order={order}
            onOrderChange={setOrder}
            from={from}
            highlightedId={highlightedId}
            onChoose={choose}
            labels={labels}
          />
          {stream.status === "noSites" ? null : map}
        </Columns>
      </Root>
    );
  }

  const timeSlot = state.bookingInfo.timeSlot;
  return (
    <Root data-workshop-step="chosen">
      <Columns>
        <ChosenWorkshop
          ref={chosenRef}
          site={chosen}
          onChange={change}
          labels={labels}
          prices={
            <WorkshopPrices
              key={chosen.departmentId}
              api={api}
              registrationNumber={registrationNumber}
              mileage={pricingMileage(state)}
              departmentId={chosen.departmentId}
              serviceOfferings={serviceOfferings}
              services={state.services}
              onPrices={applyPrices}
              labels={labels}
            />
          }
        />
        {map}
      </Columns>
      <TimeGrid
        api={api}
        registrationNumber={registrationNumber}
        departmentId={chosen.departmentId}
        serviceOfferings={serviceOfferings}
        today={today}
        startDay={firstGridDay(today, chosen.firstTimeSlot)}
        chosen={timeSlot}
        onChoose={(time) => onStateChange(chooseTime(state, time))}
        labels={labels.time}
      />
      {timeSlot ? (
        <ContactForm
          labels={labels.contact}
          summary={labels.contact.youBook(
            formatChosenTime(timeSlot, labels.time.allDayText),
            chosen.siteName,
          )}
          onBook={book}
        />
      ) : null}
    </Root>
  );
}

/** The map's view: the chosen workshop at zoom 15, else every workshop and the place fitted. */
function mapView(
  chosen: WorkshopSite | undefined,
  sites: readonly WorkshopSite[],
  from: GeoPoint | undefined,
): MapView {
  if (chosen) {
    return { key: 1, kind: "focus", center: sitePoint(chosen), zoom: CHOSEN_WORKSHOP_ZOOM };
  }
  // A new key for each new set of workshops, so the fitted view follows the stream.
  const key = 2 + sites.length;
  const bounds = boundsOf([...sites.map(sitePoint), ...(from ? [from] : [])]);
  if (bounds) return { key, kind: "fit", bounds, maxZoom: LIST_MAX_ZOOM };
  return { key, kind: "focus", center: from ?? DEFAULT_MAP_CENTER, zoom: PLACE_ZOOM };
}

interface ChosenWorkshopProps {
  site: WorkshopSite;
  onChange: () => void;
  labels: WorkshopStepLabels;
  prices: ReactNode;
}

const ChosenWorkshop = ({
  ref,
  site,
  onChange,
  labels,
  prices,
}: ChosenWorkshopProps & { ref: Ref<HTMLElement> }) => {
  const headingId = useId();
  return (
    <Chosen ref={ref} tabIndex={-1} aria-labelledby={headingId} data-chosen-workshop="">
      <Heading level={3} size="md" id={headingId}>
        {labels.chosen}
      </Heading>
      <SiteName>{site.siteName}</SiteName>
      <Muted>{site.address}</Muted>
      <div>
        <DirectionsLink site={site} labels={labels} />
      </div>
      {prices}
      <div>
        <Button type="button" variant="Secondary" onClick={onChange}>
          {labels.change}
        </Button>
      </div>
    </Chosen>
  );
};

type PriceStatus = "loading" | "done" | "failed";

/**
 * The prices at the chosen workshop (specs §7: refreshed once the location is known), for the
 * car's mileage when the original service asks for it; the total of the chosen services then.
 */
function WorkshopPrices({
  api,
  registrationNumber,
  mileage,
  departmentId,
  serviceOfferings,
  services,
  onPrices,
  labels,
}: {
  api: ServiceBookingApi;
  registrationNumber: string;
  mileage: number;
  departmentId: string;
  serviceOfferings: readonly string[];
  services: readonly SelectedService[];
  onPrices: (offers: Prices["offers"]) => void;
  labels: WorkshopStepLabels;
}) {
  const [status, setStatus] = useState<PriceStatus>("loading");
  useEffect(() => {
    let current = true;
    api.prices(registrationNumber, mileage, departmentId, serviceOfferings).then(
      (offers) => {
        if (!current) return;
        onPrices(offers);
        setStatus("done");
      },
      () => current && setStatus("failed"),
    );
    return () => {
      current = false;
    };
  }, [api, registrationNumber, mileage, departmentId, serviceOfferings, onPrices]);

  if (status === "loading") return <Muted role="status">{labels.pricesLoading}</Muted>;
  const { total, hasUnknownPrice } = costSummary(services);
  return (
    <Info role="status" data-workshop-prices={status}>
      {status === "failed" ? <Muted>{labels.pricesFailed}</Muted> : null}
      <strong>{labels.total(`${formatSek(total)}${hasUnknownPrice ? "*" : ""}`)}</strong>
      {hasUnknownPrice ? <Muted>{labels.medianNote}</Muted> : null}
    </Info>
  );
}
