import type { Kit } from "../../../api-adapters/search/schemas";
import type { FacetedSearchTexts } from "../CarList/FacetedSearch";
import type { KitSession, KitSessionKey } from "./rules";

export type { Kit, KitSession, KitSessionKey };

/** Grid of cards or rows (remembered in the kitsAsRows cookie). */
export type KitLayout = "grid" | "rows";

/** Quote sending (specs 4): idle, loading, success, error. */
export type KitQuoteStatus = "idle" | "sending" | "success" | "error";

/** Every text of the kits page, in the site's language (Kits.* and the search's texts). */
export interface KitCatalogueLabels {
  search: FacetedSearchTexts;
  heading: string;
  /** `{count}` and `{total}` ("{count, plural, one {{total} varuste} other {{total} varustetta}}"). */
  resultCount: string;
  loading: string;
  /** The kits could not load ('Virhe autojen lataamisessa'). */
  loadError: string;
  /** Nothing matches ('Ei kohteita löytynyt'). */
  empty: string;
  /** Nothing fits the chosen car; `{car}` ('Ei varusteita löytynyt autolle: {car}'). */
  emptyForCar: string;
  layoutLabel: string;
  layoutGrid: string;
  layoutRows: string;
  addToCart: string;
  removeFromCart: string;
  showDetails: string;
  kitCode: string;
  status: string;
  fits: string;
  netPrice: string;
  grossPrice: string;
  parts: string;
  partName: string;
  partNumber: string;
  labour: string;
  labourDescription: string;
  hours: string;
  hourlyPrice: string;
  price: string;
  consumablesFee: string;
  vat: string;
  totalNet: string;
  totalGross: string;
  close: string;
  /** The cart button; `{count}`. */
  cartButton: string;
  cartTitle: string;
  cartEmpty: string;
  sendQuote: string;
  quoteSending: string;
  quoteSuccess: string;
  quoteError: string;
  sessionButton: string;
  sessionTitle: string;
  sessionActive: string;
  sessionInactive: string;
  sessionFields: Record<KitSessionKey, string>;
  clearSession: string;
  testSession: string;
  /** The quote button needs the session ('Tarjous vaatii istunnon'). */
  quoteNeedsSession: string;
}
