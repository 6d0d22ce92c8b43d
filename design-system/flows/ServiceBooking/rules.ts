import type { BookingCar, OfferingCategory } from "../../../api-adapters/booking/schemas";

/*
 * The service booking's rules without React (specs/service-flows.md §4.1, §9): the step state
 * kept in session storage, the service rules and the money. The flow's components call these.
 */

/** Steps 1–5; 0 before the first step is done. */
export type Step = 0 | 1 | 2 | 3 | 4 | 5;
export const LAST_STEP = 5;
/** The step count shown ('Steg n/max') after a new car until the add-ons are known. */
export const STEPS_AFTER_NEW_CAR = 4;

export const BASE_SERVICE = "basservice";
export const ORIGINAL_SERVICE = "originalservice";

export interface BookingLocation {
  name: string;
  latitude: number;
  longitude: number;
  placeId?: string;
  region?: string;
}

/** A chosen service or add-on. `unit` is the units chosen of a unit-priced one. */
export interface SelectedService {
  code: string;
  name: string;
  price: number | null;
  priceKnown: boolean;
  category: string;
  type: "service" | "addon";
  unit?: number;
  userInput?: string;
  unitAbbreviation?: string;
  priceDiscount?: number | null;
  listItems?: string[];
}

export interface ChosenTime {
  timeslot: string;
  isFullDay: boolean;
}

export interface BookingInfo {
  addons: boolean;
  timeSlot?: ChosenTime;
  /** The chosen workshop's departmentId. */
  location?: string;
  /** The booking's id once made. */
  id?: string;
}

/** What session storage keeps of a booking (specs §3). */
export interface BookingState {
  lat?: number;
  lng?: number;
  car?: BookingCar;
  milage?: number;
  bookingState: Step;
  maxBookingState: number;
  displayState: Step;
  region?: string;
  services: SelectedService[];
  bookingInfo: BookingInfo;
  location?: BookingLocation;
}

export function initialBookingState(): BookingState {
  return {
    bookingState: 0,
    maxBookingState: LAST_STEP,
    displayState: 1,
    services: [],
    bookingInfo: { addons: false },
  };
}

/** Shows `step`; the furthest step reached only ever grows. */
export function advanceTo(state: BookingState, step: Step): BookingState {
  return {
    ...state,
    bookingState: step > state.bookingState ? step : state.bookingState,
    displayState: step,
  };
}

/** Back to a step already reached (a collapsed step's heading); later ones cannot be shown. */
export function showStep(state: BookingState, step: Step): BookingState {
  return step <= Math.max(state.bookingState, 1) ? { ...state, displayState: step } : state;
}

export type CarOutcome =
  { kind: "unsupported"; brand: string } | { kind: "ok"; state: BookingState };

/** Step 1 submitted with a looked-up car and a place. */
export function chooseCar(
  state: BookingState,
  car: BookingCar,
  location: BookingLocation,
): CarOutcome {
  if (!car.isSupported) return { kind: "unsupported", brand: car.brand };
  const changed =
    state.car?.registrationNumber !== car.registrationNumber ||
    state.location?.latitude !== location.latitude ||
    state.location?.longitude !== location.longitude;
  if (!changed) return { kind: "ok", state: { ...state, displayState: state.bookingState } };
  return {
    kind: "ok",
    state: advanceTo(
      {
        ...state,
        car,
        location,
        lat: location.latitude,
        lng: location.longitude,
        region: location.region,
        maxBookingState: STEPS_AFTER_NEW_CAR,
        services: [],
        bookingInfo: { addons: false },
      },
      2,
    ),
  };
}

/** Step 2 continue: needs a service; null when none is chosen. */
export function continueFromServices(state: BookingState): BookingState | null {
  return state.services.some((entry) => entry.type === "service") ? advanceTo(state, 3) : null;
}

/**
 * Step 3 done ('Fortsätt' or 'Fortsätt utan tillval'), or skipped because the add-ons failed or
 * were none: step 4, the addons flag telling whether any was chosen.
 */
export function continueToWorkshop(state: BookingState): BookingState {
  const addons = state.services.some((entry) => entry.type === "addon");
  return advanceTo({ ...state, bookingInfo: { ...state.bookingInfo, addons } }, 4);
}

/** 'Ändra verkstad eller tid': the site and time are cleared. */
export function changeWorkshopOrTime(state: BookingState): BookingState {
  const { addons } = state.bookingInfo;
  return { ...state, bookingInfo: { addons } };
}

export function chooseWorkshop(state: BookingState, departmentId: string): BookingState {
  return { ...state, bookingInfo: { addons: state.bookingInfo.addons, location: departmentId } };
}

export function chooseTime(state: BookingState, time: ChosenTime): BookingState {
  return { ...state, bookingInfo: { ...state.bookingInfo, timeSlot: time } };
}

export function booked(state: BookingState, id: string): BookingState {
  return advanceTo({ ...state, bookingInfo: { ...state.bookingInfo, id } }, 5);
}

/** The service that excludes `code` (base and original service exclude each other). */
function excludedBy(code: string): string | undefined {
  if (code === BASE_SERVICE) return ORIGINAL_SERVICE;
  if (code === ORIGINAL_SERVICE) return BASE_SERVICE;
  return undefined;
}

/** Whether `code` cannot be chosen now (the other of base and original service is chosen). */
export function isDisabled(services: readonly SelectedService[], code: string): boolean {
  const other = excludedBy(code);
  return other !== undefined && services.some((entry) => entry.code === other);
}

/** The original service asks for the car's mileage. */
export function needsMileage(services: readonly SelectedService[]): boolean {
  return services.some((entry) => entry.code === ORIGINAL_SERVICE);
}

export type ServiceChange =
  { ok: true; state: BookingState } | { ok: false; reason: "duplicate" | "absent" | "excluded" };

/** New services: the site and time chosen no longer hold (the site list starts again). */
function withServices(state: BookingState, services: SelectedService[]): BookingState {
  return { ...state, services, bookingInfo: { addons: state.bookingInfo.addons } };
}

export function addService(state: BookingState, entry: SelectedService): ServiceChange {
  if (state.services.some((chosen) => chosen.code === entry.code)) {
    return { ok: false, reason: "duplicate" };
  }
  if (isDisabled(state.services, entry.code)) return { ok: false, reason: "excluded" };
  return { ok: true, state: withServices(state, [...state.services, entry]) };
}

/** Changes a chosen service (its units, its message); refused when it is not chosen. */
export function updateService(state: BookingState, entry: SelectedService): ServiceChange {
  if (!state.services.some((chosen) => chosen.code === entry.code)) {
    return { ok: false, reason: "absent" };
  }
  const services = state.services.map((chosen) => (chosen.code === entry.code ? entry : chosen));
  return { ok: true, state: withServices(state, services) };
}

export function removeService(state: BookingState, code: string): BookingState {
  const services = state.services.filter((chosen) => chosen.code !== code);
  return services.length === state.services.length ? state : withServices(state, services);
}

/**
 * A click on an add-on: chosen ones are deselected; in a category with a selectionType the new
 * choice replaces the category's other one (single choice).
 */
export function toggleAddon(
  state: BookingState,
  category: Pick<OfferingCategory, "name" | "selectionType">,
  entry: SelectedService,
): BookingState {
  if (state.services.some((chosen) => chosen.code === entry.code)) {
    return removeService(state, entry.code);
  }
  const kept = category.selectionType
    ? state.services.filter(
        (chosen) => !(chosen.type === "addon" && chosen.category === category.name),
      )
    : state.services;
  return withServices(state, [...kept, entry]);
}

const sek = new Intl.NumberFormat("sv-SE", {
  style: "currency",
  currency: "SEK",
  maximumFractionDigits: 0,
});

/** SEK as Swedes write it: "2 490 kr". */
export function formatSek(amount: number): string {
  return sek.format(amount);
}

/**
 * What a chosen entry costs: its (agreement-discounted) price times its units; null when the
 * price is not known.
 */
export function lineTotal(entry: SelectedService): number | null {
  if (!entry.priceKnown || entry.price === null) return null;
  return (entry.price - (entry.priceDiscount ?? 0)) * (entry.unit ?? 1);
}

export interface CostSummary {
  /** The sum of the known prices. */
  total: number;
  /** Some price is unknown: the total is shown with the median-price note. */
  hasUnknownPrice: boolean;
}

export function costSummary(services: readonly SelectedService[]): CostSummary {
  let total = 0;
  let hasUnknownPrice = false;
  for (const entry of services) {
    const line = lineTotal(entry);
    if (line === null) hasUnknownPrice = true;
    else total += line;
  }
  return { total, hasUnknownPrice };
}

/** The price text of an entry; `unknownPrice` is the flow's 'Pris saknas*' text. */
export function priceText(entry: SelectedService, unknownPrice: string): string {
  const line = lineTotal(entry);
  return line === null ? unknownPrice : formatSek(line);
}
