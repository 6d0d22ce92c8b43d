import { distanceIn, KM_PER_MILE, type DistanceUnit } from "../SiteMap/geo";
import type { GeoPoint } from "../SiteMap/types";
import type { LocatorMarker, MarkerDistance } from "./types";

/*
 * The locator's rules (specs/shell-and-content.md §5, §6, §9), pure so unit tests pin them.
 */

/** List: the first 20 markers, then 5 more per 'show more'. */
export const LIST_INITIAL = 20;
export const LIST_STEP = 5;
/** Selecting a marker zooms to 12; fitting markers never zooms past 13. */
export const SELECT_ZOOM = 12;
export const FIT_MAX_ZOOM = 13;
/** The map's default view: zoom 10 near 52.54, 12.37. */
export const DEFAULT_ZOOM = 10;
export const DEFAULT_CENTER: GeoPoint = { lat: 52.54, lng: 12.37 };
/** Near me: markers within 16 miles, or the nearest 3 when fewer are. */
export const NEAR_ME_RADIUS_MILES = 16;
export const NEAR_ME_MINIMUM = 3;

/** At most one marker is selected: another replaces it, the same one again deselects it. */
export function nextSelection(current: string | null, clicked: string): string | null {
  return current === clicked ? null : clicked;
}

/** How many cards show after `presses` of 'show more', never more than there are. */
export function shownCount(total: number, presses: number): number {
  return Math.min(total, LIST_INITIAL + presses * LIST_STEP);
}

/** The radius in the unit distances are shown in (16 miles; 25.75 km). */
export function nearMeRadius(unit: DistanceUnit): number {
  return unit === "mi" ? NEAR_ME_RADIUS_MILES : NEAR_ME_RADIUS_MILES * KM_PER_MILE;
}

export interface MarkerWithDistance {
  marker: LocatorMarker;
  /** In `unit`. */
  distance: number;
}

/** Every marker with its distance from `from`, nearest first. */
export function byDistance(
  markers: readonly LocatorMarker[],
  from: GeoPoint,
  unit: DistanceUnit,
): MarkerWithDistance[] {
  return markers
    .map((marker) => ({ marker, distance: distanceIn(unit, from, marker) }))
    .sort((a, b) => a.distance - b.distance);
}

/**
 * Near me: the markers within the radius of `from`, nearest first; when fewer than 3 are, the
 * nearest 3 (or all, with fewer markers).
 */
export function nearbyMarkers(
  markers: readonly LocatorMarker[],
  from: GeoPoint,
  unit: DistanceUnit,
): MarkerWithDistance[] {
  const sorted = byDistance(markers, from, unit);
  const radius = nearMeRadius(unit);
  const within = sorted.filter((entry) => entry.distance <= radius);
  return within.length >= NEAR_ME_MINIMUM ? within : sorted.slice(0, NEAR_ME_MINIMUM);
}

/**
 * A distance as the card shows it: under 1 km in metres rounded to 100, otherwise whole km or
 * miles. `distance` is in `unit`.
 */
export function displayDistance(distance: number, unit: DistanceUnit): MarkerDistance {
  const km = unit === "mi" ? distance * KM_PER_MILE : distance;
  if (km < 1) return { value: Math.round((km * 1000) / 100) * 100, unit: "m" };
  return { value: Math.round(distance), unit };
}

/** The suggestion list's state: open or closed, and the item with the visual focus. */
export interface SuggestionState {
  open: boolean;
  /** -1: the input itself. */
  active: number;
}

export type SuggestionAction =
  | { kind: "none" }
  | { kind: "move"; state: SuggestionState }
  | { kind: "close"; state: SuggestionState }
  | { kind: "select"; index: number }
  | { kind: "submit" };

/**
 * The search box's keys: arrows move the focus through the suggestions (inverted on the map
 * variant, whose list opens above the input), Escape closes, Enter selects the focused
 * suggestion or, with none, searches for the term.
 */
export function suggestionKey(
  key: string,
  state: SuggestionState,
  count: number,
  inverted: boolean,
): SuggestionAction {
  if (key === "Escape") {
    return state.open ? { kind: "close", state: { open: false, active: -1 } } : { kind: "none" };
  }
  if (key === "Enter") {
    return state.open && state.active >= 0 && state.active < count
      ? { kind: "select", index: state.active }
      : { kind: "submit" };
  }
  if (key !== "ArrowDown" && key !== "ArrowUp") return { kind: "none" };
  if (count === 0) return { kind: "none" };
  const forward = (key === "ArrowDown") !== inverted;
  if (!state.open) {
    return { kind: "move", state: { open: true, active: forward ? 0 : count - 1 } };
  }
  // From the input (-1) forward to the first; past either end back to the input.
  const next = forward ? state.active + 1 : state.active === -1 ? count - 1 : state.active - 1;
  return { kind: "move", state: { open: true, active: next >= count ? -1 : next } };
}
