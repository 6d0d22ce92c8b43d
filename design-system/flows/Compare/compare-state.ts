import type { CarCardData } from "../CarCard/types";

/**
 * At most this many cars are compared at once. The specs set no limit; four is our choice: four
 * columns of min(60vw, 417px) still fit a wide screen side by side, more would only scroll.
 */
export const COMPARE_MAX_CARS = 4;

/** Width of each car's column in the compare modal (specs: a constant, min(60vw, 417px)). */
export const COMPARE_COLUMN_WIDTH = "min(60vw, 417px)";

/** The sessionStorage key holding the selection (survives client navigation and reloads). */
export const COMPARE_STORAGE_KEY = "compare";

/** A change the visitor made, announced by the compare bar (hydration from storage is none). */
export type CompareChange =
  | { kind: "added"; car: CarCardData }
  | { kind: "removed"; car: CarCardData }
  | { kind: "cleared" }
  /** A toggle refused because the selection was full. */
  | { kind: "refused"; car: CarCardData };

export interface CompareState {
  cars: CarCardData[];
  /** The stored selection has been read; until then nothing is written back. */
  hydrated: boolean;
  lastChange: CompareChange | null;
  /** Grows with every change, so the same message twice (two refusals) is announced twice. */
  changeCount: number;
}

export type CompareAction =
  | { type: "toggle"; car: CarCardData }
  | { type: "remove"; id: string }
  | { type: "clear" }
  | { type: "hydrate"; cars: CarCardData[] };

export type CompareToggleResult = "added" | "removed" | "refused";

export const initialCompareState: CompareState = {
  cars: [],
  hydrated: false,
  lastChange: null,
  changeCount: 0,
};

/** What a toggle of `car` does to `cars`: removes it when present, adds it while not full. */
export function toggleResult(
  cars: readonly CarCardData[],
  car: CarCardData,
  max = COMPARE_MAX_CARS,
): CompareToggleResult {
  if (cars.some((item) => item.id === car.id)) return "removed";
  return cars.length >= max ? "refused" : "added";
}

function changed(state: CompareState, cars: CarCardData[], change: CompareChange): CompareState {
  return { ...state, cars, lastChange: change, changeCount: state.changeCount + 1 };
}

/** The compare selection: toggle adds or removes by id, remove, clear, at most `max` cars. */
export function compareReducer(
  state: CompareState,
  action: CompareAction,
  max = COMPARE_MAX_CARS,
): CompareState {
  switch (action.type) {
    case "toggle": {
      const { car } = action;
      const result = toggleResult(state.cars, car, max);
      if (result === "refused") return changed(state, state.cars, { kind: "refused", car });
      if (result === "added") return changed(state, [...state.cars, car], { kind: "added", car });
      const cars = state.cars.filter((item) => item.id !== car.id);
      return changed(state, cars, { kind: "removed", car });
    }
    case "remove": {
      const car = state.cars.find((item) => item.id === action.id);
      if (!car) return state;
      const cars = state.cars.filter((item) => item.id !== action.id);
      return changed(state, cars, { kind: "removed", car });
    }
    case "clear":
      return state.cars.length === 0 ? state : changed(state, [], { kind: "cleared" });
    case "hydrate": {
      // Cars toggled before the stored selection was read are kept after it.
      const cars = uniqueById([...action.cars, ...state.cars]).slice(0, max);
      return { ...state, cars, hydrated: true };
    }
  }
}

function uniqueById(cars: readonly CarCardData[]): CarCardData[] {
  const seen = new Set<string>();
  return cars.filter((car) => {
    if (seen.has(car.id)) return false;
    seen.add(car.id);
    return true;
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isOptionalString = (value: unknown) => value === undefined || typeof value === "string";

/** Whether a stored value still has the shape of a car (storage may hold an older format). */
export function isCarCardData(value: unknown): value is CarCardData {
  if (!isRecord(value) || !isRecord(value.facts) || !isRecord(value.price)) return false;
  const image = value.image;
  return (
    typeof value.id === "string" &&
    typeof value.href === "string" &&
    typeof value.title === "string" &&
    typeof value.price.current === "string" &&
    isOptionalString(value.variant) &&
    isOptionalString(value.monthly) &&
    (image === undefined ||
      (isRecord(image) && typeof image.src === "string" && typeof image.alt === "string"))
  );
}

/** The cars stored under the compare key; anything unreadable (corrupt JSON, old shape) is dropped. */
export function parseStoredCars(raw: string | null): CarCardData[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isCarCardData) : [];
  } catch {
    return [];
  }
}
