import type { Kit } from "../../../api-adapters/search/schemas";

/* The kits page's rules and constants (specs/marketplace.md 4, 5, 9: kits, session and cart). */

/** Finnish VAT, 25.5 %. */
export const KIT_VAT_RATE = 0.255;
/** The consumables fee: 8.5 % of a kit's labour (price × hours), at most 85, net and gross. */
export const CONSUMABLES_FEE_RATE = 0.085;
export const CONSUMABLES_FEE_CAP = 85;
export const KIT_DEFAULT_CURRENCY = "EUR";
/** The grid/rows toggle is remembered for an hour. */
export const KITS_AS_ROWS_COOKIE = "kitsAsRows";
export const KITS_AS_ROWS_MAX_AGE_SECONDS = 3600;
/** Four placeholder images; a kit without photos shows three of them, chosen by its kitId. */
export const KIT_PLACEHOLDER_COUNT = 4;
export const KIT_PLACEHOLDERS_SHOWN = 3;

/** The dealer system's session parameters, all five needed for a quote. */
export const KIT_SESSION_KEYS = ["user", "dealer", "unit", "transactionId", "auto"] as const;
export type KitSessionKey = (typeof KIT_SESSION_KEYS)[number];
export type KitSession = Record<KitSessionKey, string>;

/** The session parameters of a URL (trimmed; empty ones left out). */
export function kitSessionFromParams(params: URLSearchParams): Partial<KitSession> {
  const session: Partial<KitSession> = {};
  for (const key of KIT_SESSION_KEYS) {
    const value = params.get(key)?.trim();
    if (value) session[key] = value;
  }
  return session;
}

/** Active only with every one of the five keys set: the quote button shows only then. */
export function isKitSessionActive(session: Partial<KitSession>): session is KitSession {
  return KIT_SESSION_KEYS.every((key) => Boolean(session[key]?.trim()));
}

/** Adding a kit already in the cart removes it. */
export function toggleKit<T extends Pick<Kit, "kitId">>(cart: readonly T[], kit: T): T[] {
  return cart.some((entry) => entry.kitId === kit.kitId)
    ? cart.filter((entry) => entry.kitId !== kit.kitId)
    : [...cart, kit];
}

type PricedKit = Pick<Kit, "retailPrice" | "labourSpecifications">;

const cents = (value: number) => Math.round(value * 100) / 100;
const withVat = (net: number) => net * (1 + KIT_VAT_RATE);

/** A kit's labour without VAT: each specification's hourly price × its hours. */
export function labourNet(kit: Pick<Kit, "labourSpecifications">): number {
  return kit.labourSpecifications.reduce(
    (sum, labour) => sum + labour.retailPrice * labour.durationHours,
    0,
  );
}

/** 8.5 % of a labour amount, capped at 85 (applied to the net and to the gross labour alike). */
export function consumablesFee(labour: number): number {
  return Math.min(labour * CONSUMABLES_FEE_RATE, CONSUMABLES_FEE_CAP);
}

export interface KitPrice {
  parts: number;
  labour: number;
  fee: number;
  total: number;
}

export interface KitTotals {
  net: KitPrice;
  gross: KitPrice;
  /** gross.total − net.total. */
  vat: number;
}

/** One kit's price: parts, labour and its consumables fee, without and with VAT, to the cent. */
export function kitTotals(kit: PricedKit): KitTotals {
  return cartTotals([kit]);
}

/**
 * The cart's totals. The consumables fee is each kit's own (capped per kit), computed on the net
 * labour for the net total and on the gross labour for the gross total; sums are rounded once, to
 * the cent, at the end.
 */
export function cartTotals(cart: readonly PricedKit[]): KitTotals {
  const sum = (part: (kit: PricedKit) => number) =>
    cart.reduce((total, kit) => total + part(kit), 0);
  const netParts = sum((kit) => kit.retailPrice);
  const netLabour = sum(labourNet);
  const netFee = sum((kit) => consumablesFee(labourNet(kit)));
  const grossParts = withVat(netParts);
  const grossLabour = withVat(netLabour);
  const grossFee = sum((kit) => consumablesFee(withVat(labourNet(kit))));
  const net = {
    parts: cents(netParts),
    labour: cents(netLabour),
    fee: cents(netFee),
    total: cents(netParts + netLabour + netFee),
  };
  const gross = {
    parts: cents(grossParts),
    labour: cents(grossLabour),
    fee: cents(grossFee),
    total: cents(grossParts + grossLabour + grossFee),
  };
  return { net, gross, vat: cents(gross.total - net.total) };
}

/** FNV-1a over the kitId: the same kit always picks the same placeholders. */
function kitHash(kitId: string): number {
  let hash = 2166136261;
  for (const char of kitId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * The three placeholder images (indexes 0–3) a kit without photos shows: the hash of its kitId
 * leaves one of the four out and starts after it.
 */
export function kitPlaceholderIndexes(kitId: string): number[] {
  const left = kitHash(kitId) % KIT_PLACEHOLDER_COUNT;
  return Array.from(
    { length: KIT_PLACEHOLDERS_SHOWN },
    (_, step) => (left + 1 + step) % KIT_PLACEHOLDER_COUNT,
  );
}
