import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  startTransition,
  type ReactNode,
} from "react";
import type { CarCardData } from "../CarCard/types";
import {
  COMPARE_MAX_CARS,
  COMPARE_STORAGE_KEY,
  compareReducer,
  initialCompareState,
  parseStoredCars,
  toggleResult,
  type CompareAction,
  type CompareChange,
  type CompareState,
  type CompareToggleResult,
} from "./compare-state";

/** The part of the Web Storage API the provider uses (sessionStorage, or a fake in tests). */
export type CompareStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface CompareContextValue {
  /** The selected cars, in the order they were added. */
  cars: CarCardData[];
  /** At most this many cars (COMPARE_MAX_CARS). */
  max: number;
  /** The selection is full: a toggle of a car not in it is refused. */
  isFull: boolean;
  /** The visitor's last change (none after reading storage): what the bar announces. */
  lastChange: CompareChange | null;
  /** Grows with every change, so a repeated message is announced again. */
  changeCount: number;
  isCompared: (id: string) => boolean;
  /** Adds the car, or removes it when already selected; refused (and counted) when full. */
  toggle: (car: CarCardData) => CompareToggleResult;
  remove: (id: string) => void;
  clear: () => void;
}

const CompareContext = createContext<CompareContextValue | null>(null);

export interface CompareProviderProps {
  children: ReactNode;
  /**
   * Where the selection is kept between pages and reloads: the browser's sessionStorage by
   * default; a fake in tests; `null` keeps it in memory only.
   */
  storage?: CompareStorage | null;
  storageKey?: string;
  max?: number;
}

function resolveStorage(storage: CompareStorage | null | undefined): CompareStorage | null {
  if (storage !== undefined) return storage;
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage access throws when the browser blocks it (privacy settings): memory only.
    return null;
  }
}

/**
 * Holds the compare selection for the whole app (place it at the root so it survives client
 * navigation). The server and the first client render start empty; the stored selection is
 * read in an effect after hydration, so the markup always matches.
 */
export function CompareProvider({
  children,
  storage,
  storageKey = COMPARE_STORAGE_KEY,
  max = COMPARE_MAX_CARS,
}: CompareProviderProps) {
  const reducer = useCallback(
    (state: CompareState, action: CompareAction) => compareReducer(state, action, max),
    [max],
  );
  const [state, dispatch] = useReducer(reducer, initialCompareState);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  useEffect(() => {
    const target = resolveStorage(storage);
    let stored: string | null = null;
    try {
      stored = target?.getItem(storageKey) ?? null;
    } catch {
      stored = null;
    }
    // A transition: an urgent update here would make React hydrate the page's remaining blocks
    // synchronously, in one long task (decision 0042).
    startTransition(() => dispatch({ type: "hydrate", cars: parseStoredCars(stored) }));
  }, [storage, storageKey]);

  useEffect(() => {
    // Before hydration the empty start state would overwrite what is stored.
    if (!state.hydrated) return;
    const target = resolveStorage(storage);
    try {
      if (state.cars.length === 0) target?.removeItem(storageKey);
      else target?.setItem(storageKey, JSON.stringify(state.cars));
    } catch {
      // A full or blocked storage only loses persistence, not the selection on this page.
    }
  }, [state.cars, state.hydrated, storage, storageKey]);

  const toggle = useCallback(
    (car: CarCardData) => {
      const result = toggleResult(stateRef.current.cars, car, max);
      dispatch({ type: "toggle", car });
      return result;
    },
    [max],
  );
  const remove = useCallback((id: string) => dispatch({ type: "remove", id }), []);
  const clear = useCallback(() => dispatch({ type: "clear" }), []);

  const value = useMemo<CompareContextValue>(() => {
    const ids = new Set(state.cars.map((car) => car.id));
    return {
      cars: state.cars,
      max,
      isFull: state.cars.length >= max,
      lastChange: state.lastChange,
      changeCount: state.changeCount,
      isCompared: (id) => ids.has(id),
      toggle,
      remove,
      clear,
    };
  }, [state, max, toggle, remove, clear]);

  return <CompareContext.Provider value={value}>{children}</CompareContext.Provider>;
}

/** The compare selection; throws outside a CompareProvider (a wiring mistake). */
/** The compare selection, or null outside a CompareProvider (a block rendered on its own). */
export function useOptionalCompare(): CompareContextValue | null {
  return useContext(CompareContext);
}

export function useCompare(): CompareContextValue {
  const value = useContext(CompareContext);
  if (!value) throw new Error("useCompare must be used inside a CompareProvider");
  return value;
}
