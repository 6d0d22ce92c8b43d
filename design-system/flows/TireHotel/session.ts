import { z } from "zod";
import type {
  BookingConfirmation,
  Customer,
  ValidatedSession,
} from "../../../api-adapters/tirehotel/schemas";
import { LOGGED_IN_STATUS } from "./status";

/** The session storage key of the flow's state (specs §2.2). */
export const TIREHOTEL_STORAGE_KEY = "tirehotel";

export const tireHotelPages = [
  "search",
  "login",
  "validate",
  "loggedIn",
  "booking",
  "confirmation",
] as const;
export type TireHotelPage = (typeof tireHotelPages)[number];

/** What the flow keeps between pages and reloads (one tab: session storage). */
export interface TireHotelState {
  page: TireHotelPage;
  regNo?: string;
  customer?: Customer;
  /** A code was sent (the server keeps its token in an HttpOnly cookie, not the page). */
  codeSent?: boolean;
  /** The service's message after sending a code ("Vi har skickat en kod…"). */
  loginMessage?: string | null;
  session?: ValidatedSession;
  confirmation?: BookingConfirmation;
}

export const initialState: TireHotelState = { page: "search" };

/** The storage the flow uses: session storage in the browser, an in-memory one in stories. */
export type StateStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/*
 * We wrote the stored value ourselves, so a light check is enough: the page must be known and
 * the objects the pages read must be objects; anything else starts the flow over.
 */
const storedSchema = z.object({
  page: z.enum(tireHotelPages),
  regNo: z.string().optional(),
  customer: z.looseObject({ encryptedPhoneNumber: z.string() }).optional(),
  codeSent: z.boolean().optional(),
  loginMessage: z.string().nullish(),
  session: z.looseObject({ status: z.number(), vehicles: z.array(z.looseObject({})) }).optional(),
  confirmation: z.looseObject({ bookingConfirmationId: z.string() }).optional(),
});

export function isLoggedIn(state: TireHotelState): boolean {
  return state.session?.status === LOGGED_IN_STATUS && state.session.vehicles.length > 0;
}

/**
 * The page to show for a state: a validated session (status 0) goes straight to LoggedIn from
 * Search, Login and Validate; a page whose data is missing falls back to Search.
 */
export function resolvePage(state: TireHotelState): TireHotelPage {
  const loggedIn = isLoggedIn(state);
  switch (state.page) {
    case "search":
    case "login":
    case "validate":
      if (loggedIn) return "loggedIn";
      if (state.page === "login" && !state.customer) return "search";
      if (state.page === "validate" && !(state.customer && state.codeSent)) return "search";
      return state.page;
    case "loggedIn":
    case "booking":
      return loggedIn ? state.page : "search";
    case "confirmation":
      return state.confirmation ? "confirmation" : loggedIn ? "loggedIn" : "search";
  }
}

export function readState(storage: StateStorage | null): TireHotelState {
  const raw = safely(() => storage?.getItem(TIREHOTEL_STORAGE_KEY) ?? null);
  if (!raw) return initialState;
  const parsed = storedSchema.safeParse(safely(() => JSON.parse(raw)));
  if (!parsed.success) return initialState;
  // Checked above; the stored objects are the service's answers we saved.
  const state = parsed.data as TireHotelState;
  return { ...state, page: resolvePage(state) };
}

export function writeState(storage: StateStorage | null, state: TireHotelState): void {
  safely(() => storage?.setItem(TIREHOTEL_STORAGE_KEY, JSON.stringify(state)));
}

export function clearState(storage: StateStorage | null): void {
  safely(() => storage?.removeItem(TIREHOTEL_STORAGE_KEY));
}

/** Storage can throw (disabled cookies, private mode, quota): the flow then just forgets. */
function safely<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** An in-memory storage (stories, tests), optionally holding a state already. */
export function memoryStorage(state?: TireHotelState): StateStorage & { value(): string | null } {
  const values = new Map<string, string>();
  if (state) values.set(TIREHOTEL_STORAGE_KEY, JSON.stringify(state));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    value: () => values.get(TIREHOTEL_STORAGE_KEY) ?? null,
  };
}
