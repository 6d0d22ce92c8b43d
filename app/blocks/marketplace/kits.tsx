import { useState, useSyncExternalStore } from "react";
import { useNavigate, useNavigation } from "react-router";
import type { Facet } from "../../../api-adapters/search";
import type { Kit } from "../../../api-adapters/search/schemas";
import {
  Container,
  kitSortOptions,
  kitsLabels,
  nextPage,
  type CarQuery,
} from "../../../design-system";
import {
  KITS_AS_ROWS_COOKIE,
  KITS_AS_ROWS_MAX_AGE_SECONDS,
  toggleKit,
  type KitSession,
} from "../../../design-system/flows/Kits/rules";
// In this block's own chunk, which only the kits page loads (decision 0028).
import { KitCatalogue } from "../../../design-system/flows/Kits";
import type { KitLayout, KitQuoteStatus } from "../../../design-system/flows/Kits/types";
import { defineDataBlock, type BlockContext } from "../../composer/block";
import type { SetsPageHead } from "../../lib/page-head";
import { kitsHref, parseKitParams } from "../../marketplace/kits-url";
import { currencyUnit } from "../../marketplace/labels";
import type { kitCatalogueLoader } from "./kits.server";

/** The kits page's data (app/blocks/marketplace/kits.server.ts). */
export interface KitCatalogueData extends SetsPageHead {
  path: string;
  query: CarQuery;
  facets: Facet[];
  kits: Kit[];
  total: number;
  failed: boolean;
  session: Partial<KitSession>;
  chosenCar?: string;
  /** The hidden test-session button (development and demo only). */
  testSession: boolean;
}

/** Sample session values for trying the page without the dealer system (demo only). */
export const TEST_SESSION: KitSession = {
  user: "testikayttaja",
  dealer: "D100",
  unit: "HKI",
  transactionId: "T-TEST-0001",
  auto: "Volvo XC60 2022",
};

const CART_STORAGE_KEY = "forecourt.kits.cart";

/*
 * The cart (this browser tab's session storage: it outlives filter changes and reloads, not the
 * tab) and the grid/rows choice (the kitsAsRows cookie, an hour) are the browser's: read through
 * useSyncExternalStore, so the server renders the empty cart and the grid and the browser's own
 * values follow right after hydration, without a mismatch.
 */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const notify = () => listeners.forEach((listener) => listener());

const noKits: Kit[] = [];
/** The last cart read, by its stored text: the same text gives the same array. */
let cartSnapshot: { raw: string | null; cart: Kit[] } = { raw: null, cart: noKits };
/** Where the cart lives when session storage cannot be used. */
let memoryCart: string | null = null;

function readCart(): Kit[] {
  let raw = memoryCart;
  try {
    raw = sessionStorage.getItem(CART_STORAGE_KEY) ?? memoryCart;
  } catch {
    // Storage unavailable: the memory copy.
  }
  if (raw !== cartSnapshot.raw) {
    let cart = noKits;
    try {
      cart = raw ? (JSON.parse(raw) as Kit[]) : noKits;
    } catch {
      // Unreadable: an empty cart.
    }
    cartSnapshot = { raw, cart };
  }
  return cartSnapshot.cart;
}

function writeCart(cart: readonly Kit[]) {
  memoryCart = JSON.stringify(cart);
  try {
    sessionStorage.setItem(CART_STORAGE_KEY, memoryCart);
  } catch {
    // The memory copy serves this page view.
  }
  notify();
}

const readLayout = (): KitLayout =>
  document.cookie.split("; ").includes(`${KITS_AS_ROWS_COOKIE}=1`) ? "rows" : "grid";

function writeLayout(layout: KitLayout) {
  document.cookie = `${KITS_AS_ROWS_COOKIE}=${layout === "rows" ? 1 : 0}; Max-Age=${KITS_AS_ROWS_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  notify();
}

async function sendQuote(session: Partial<KitSession>, cart: readonly Kit[]): Promise<boolean> {
  try {
    const response = await fetch("/api/automaster", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...session, cart: cart.map((kit) => ({ kitId: kit.kitId })) }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

function KitCatalogueBlock({ data, context }: { data: KitCatalogueData; context: BlockContext }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const layout = useSyncExternalStore<KitLayout>(subscribe, readLayout, () => "grid");
  const cart = useSyncExternalStore(subscribe, readCart, () => noKits);
  const [quoteStatus, setQuoteStatus] = useState<KitQuoteStatus>("idle");
  const pending =
    navigation.state === "loading" && navigation.location.pathname === data.path
      ? parseKitParams(new URLSearchParams(navigation.location.search))
      : null;
  const loadingMore = pending !== null && pending.page > data.query.page;
  const go = (query: CarQuery, session: Partial<KitSession>, replace = false) =>
    navigate(kitsHref(data.path, query, session), { preventScrollReset: true, replace });
  const labels = kitsLabels(context.t, currencyUnit(context.currency, context.locale));
  return (
    <Container>
      <KitCatalogue
        query={data.query}
        facets={data.facets}
        kits={data.kits}
        total={data.total}
        status={pending && !loadingMore ? "loading" : data.failed ? "error" : "ready"}
        loadingMore={loadingMore}
        sortOptions={kitSortOptions(context.t)}
        onQueryChange={(next) => go(next, data.session)}
        onLoadMore={() => go(nextPage(data.query), data.session, true)}
        chosenCar={data.chosenCar}
        layout={layout}
        onLayoutChange={writeLayout}
        cart={cart}
        onToggleCart={(kit) => {
          writeCart(toggleKit(cart, kit));
          setQuoteStatus("idle");
        }}
        session={data.session}
        onClearSession={() => go(data.query, {})}
        onTestSession={data.testSession ? () => go(data.query, TEST_SESSION) : undefined}
        quoteStatus={quoteStatus}
        onSendQuote={async () => {
          if (quoteStatus === "sending") return;
          setQuoteStatus("sending");
          setQuoteStatus((await sendQuote(data.session, cart)) ? "success" : "error");
        }}
        labels={labels}
        locale={context.locale}
        currency={context.currency}
      />
    </Container>
  );
}

/** The accessory kit catalogue for dealer staff (specs/marketplace.md 2, kits page). */
export const kitCatalogueBlock = defineDataBlock<typeof kitCatalogueLoader>(
  (_props, context, data) => (data ? <KitCatalogueBlock data={data} context={context} /> : null),
);
