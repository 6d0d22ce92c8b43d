import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import styled from "styled-components";
import type { WorkshopSite } from "../../../api-adapters/booking/schemas";
import { space } from "../../theme";
import { sessionStore } from "../../hooks/sessionStore";
import { useHydrated } from "../../hooks/useHydrated";
import { AddonsStep } from "./AddonsStep";
import { BookingHeader, type BookingHeaderProps } from "./BookingHeader";
import { Confirmation } from "./Confirmation";
import { stepEvent } from "./events";
import type { ServiceBookingLabels, StepsLabels } from "./labels";
import type { PositionSource } from "./PlaceSearch";
import {
  initialBookingState,
  priceText,
  showStep,
  type BookingLocation,
  type BookingState,
  type SelectedService,
  type Step,
} from "./rules";
import { ServicesStep } from "./ServicesStep";
import {
  clearBooking,
  readBookedSite,
  readBookingState,
  writeBookedSite,
  writeBookingState,
  type StateStorage,
} from "./session";
import { StepShell } from "./StepShell";
import { SummaryPanel, SUMMARY_SHEET_BELOW_PX } from "./SummaryPanel";
import type { ServiceBookingApi, ServiceBookingEvent } from "./types";
import { VehicleStep } from "./VehicleStep";
import { WorkshopStep } from "./WorkshopStep";

export interface ServiceBookingToolProps {
  /** Every call the flow makes: the app's client of our /api/mechmate routes, or a fake. */
  api: ServiceBookingApi;
  labels: ServiceBookingLabels;
  mapsApiKey?: string;
  /** The page's `?lat&lng`: the place of step 1 is prefilled with it. */
  initialPosition?: { lat: number; lng: number };
  /** Other authorised brands' logos in the header. */
  otherBrands: BookingHeaderProps["otherBrands"];
  /** The damage-inspection service (external) linked from step 2. */
  damageInspectionHref: string;
  /** Step and purchase events (the app pushes them to the data layer). */
  onEvent: (event: ServiceBookingEvent) => void;
  /** YYYY-MM-DD, the Swedish date. */
  today: string;
  /** Where the booking is kept; session storage by default, `null` for nowhere (stories). */
  storage?: StateStorage | null;
  /** The position service of 'Använd min position'; the browser's by default. */
  positionSource?: PositionSource;
  /** After 'Ny bokning' has cleared the booking; reloads the page by default (specs §2.1). */
  onNewBooking?: () => void;
}

const Layout = styled.div`
  display: grid;
  gap: ${space.xl};
  @media (min-width: ${SUMMARY_SHEET_BELOW_PX}px) {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
    align-items: start;
  }
`;

const Steps = styled.div`
  display: grid;
  min-width: 0;
`;

function browserPosition(): PositionSource | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.geolocation;
}

function reloadPage() {
  window.location.reload();
}

/** Names and prices of entries, for a collapsed step's summary. */
function entriesText(entries: readonly SelectedService[], labels: StepsLabels): ReactNode {
  if (entries.length === 0) return labels.noAddons;
  return entries
    .map((entry) => `${entry.name} (${priceText(entry, labels.unknownPrice)})`)
    .join(", ");
}

/** The chosen time as Swedes write it ("2030-04-16 10:00"), the day alone for an all-day drop-off. */
export function chosenTimeText(state: BookingState): string | null {
  const chosen = state.bookingInfo.timeSlot;
  if (!chosen) return null;
  const [date, time = ""] = chosen.timeslot.split("T");
  return chosen.isFullDay ? (date ?? null) : `${date} ${time.slice(0, 5)}`;
}

/**
 * The service booking tool (specs/service-flows.md §2.1, §4.1): the header, steps 1–4 (the shown
 * one with 'Steg n/max', the reached ones collapsed to their summary headings, a way back), the
 * confirmation, and the summary beside (a bottom sheet on phones). The state lives in session
 * storage; a step event goes out once per step; the page's `?lat&lng` prefills the place.
 */
export function ServiceBookingTool({
  api,
  labels,
  mapsApiKey,
  initialPosition,
  otherBrands,
  damageInspectionHref,
  onEvent,
  today,
  storage: storageProp,
  positionSource: positionProp,
  onNewBooking = reloadPage,
}: ServiceBookingToolProps) {
  const storage = useMemo(
    () => (storageProp === undefined ? sessionStore() : storageProp),
    [storageProp],
  );
  const positionSource = positionProp ?? browserPosition();
  // The server and hydration render step 1; session storage is read once hydrated.
  const hydrated = useHydrated();
  const stored = useMemo(
    () =>
      hydrated
        ? { state: readBookingState(storage), site: readBookedSite(storage) }
        : { state: initialBookingState(), site: undefined },
    [hydrated, storage],
  );
  const [changed, setChanged] = useState<BookingState | null>(null);
  const [bookedSite, setBookedSite] = useState<WorkshopSite | undefined>();
  const state = changed ?? stored.state;
  const site = bookedSite ?? stored.site;
  const root = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const sentSteps = useRef(new Set<number>());
  const [authorized, setAuthorized] = useState<{ brand: string; has: boolean }>();

  const update = useCallback(
    (next: BookingState) => {
      if (next.displayState !== state.displayState) moveFocus.current = true;
      writeBookingState(storage, next);
      setChanged(next);
    },
    [state.displayState, storage],
  );

  // Step 5 without its workshop (storage lost it): the booking is done, start over.
  const displayState: Step = state.displayState === 5 && !site ? 1 : state.displayState;

  useEffect(() => {
    if (!hydrated || displayState === 0 || sentSteps.current.has(displayState)) return;
    sentSteps.current.add(displayState);
    onEvent(stepEvent(displayState));
  }, [displayState, hydrated, onEvent]);

  // Layout effect: the new step's heading has focus before anything looks.
  useLayoutEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    root.current?.querySelector<HTMLElement>("[data-step-heading]")?.focus();
  }, [displayState]);

  const brand = state.car?.isSupported ? state.car.brand : undefined;
  useEffect(() => {
    if (!brand) return;
    let current = true;
    api.hasAuthorizedWorkshop(brand).then(
      (has) => current && setAuthorized({ brand, has }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, brand]);

  const prefill: BookingLocation | undefined = initialPosition
    ? {
        name: `${initialPosition.lat.toFixed(4)}, ${initialPosition.lng.toFixed(4)}`,
        latitude: initialPosition.lat,
        longitude: initialPosition.lng,
      }
    : undefined;

  const booked = (next: BookingState, bookedAt: WorkshopSite) => {
    writeBookedSite(storage, bookedAt);
    setBookedSite(bookedAt);
    update(next);
  };

  const newBooking = () => {
    clearBooking(storage);
    setBookedSite(undefined);
    sentSteps.current.clear();
    moveFocus.current = true;
    setChanged(initialBookingState());
    onNewBooking();
  };

  const header = (
    <BookingHeader
      car={state.car}
      hasAuthorizedWorkshop={authorized?.brand === brand ? authorized?.has : undefined}
      labels={labels.header}
      otherBrands={otherBrands}
    />
  );

  if (displayState === 5 && site) {
    return (
      <div ref={root}>
        {header}
        <Confirmation
          state={state}
          site={site}
          labels={labels.confirmation}
          onNewBooking={newBooking}
        />
      </div>
    );
  }

  const steps = labels.steps;
  const services = state.services.filter((entry) => entry.type === "service");
  // bookingState only advances: after a new car (services cleared) the steps past 2 stay
  // reached, but cannot be shown until a service is chosen again.
  const reached =
    services.length > 0 ? Math.max(state.bookingState, 1) : Math.min(state.bookingState, 2);
  const shell = (
    step: 1 | 2 | 3 | 4,
    title: string,
    summaryHeading: string,
    summary: ReactNode,
  ) => ({
    step,
    active: displayState === step || (displayState === 0 && step === 1),
    stepText: steps.stepHeading(step, state.maxBookingState),
    title,
    summaryHeading,
    summary,
    changeLabel: steps.change,
    onShow: () => update(showStep(state, step)),
  });
  const addons = state.services.filter((entry) => entry.type === "addon");
  const location = state.location;

  return (
    <div ref={root}>
      {header}
      <Layout>
        <Steps>
          <StepShell
            {...shell(
              1,
              steps.vehicleTitle,
              steps.vehicleSummary,
              state.car && location ? `${state.car.registrationNumber}, ${location.name}` : null,
            )}
          >
            <VehicleStep
              api={api}
              state={state}
              onStateChange={update}
              labels={steps}
              initialLocation={location ?? prefill}
              positionSource={positionSource}
            />
          </StepShell>
          {reached >= 2 ? (
            <StepShell
              {...shell(
                2,
                steps.servicesTitle,
                steps.servicesSummary,
                entriesText(services, steps),
              )}
            >
              <ServicesStep
                api={api}
                state={state}
                onStateChange={update}
                labels={steps}
                damageInspectionHref={damageInspectionHref}
              />
            </StepShell>
          ) : null}
          {reached >= 3 ? (
            <StepShell
              {...shell(3, steps.addonsTitle, steps.addonsSummary, entriesText(addons, steps))}
            >
              <AddonsStep api={api} state={state} onStateChange={update} labels={steps} />
            </StepShell>
          ) : null}
          {reached >= 4 ? (
            <StepShell
              {...shell(4, steps.workshopSummary, steps.workshopSummary, chosenTimeText(state))}
            >
              <WorkshopStep
                api={api}
                state={state}
                onStateChange={update}
                onBooked={booked}
                labels={labels.workshop}
                mapsApiKey={mapsApiKey}
                today={today}
                onEvent={onEvent}
              />
            </StepShell>
          ) : null}
        </Steps>
        <SummaryPanel state={state} labels={steps} />
      </Layout>
    </div>
  );
}
