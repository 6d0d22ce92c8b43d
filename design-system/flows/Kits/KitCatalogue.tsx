import { useState } from "react";
import styled from "styled-components";
import { formatMessage } from "../../../i18n/format";
import { fontSize, space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import type { SelectOption } from "../../primitives/Select";
import { AppliedFilters } from "../CarList/AppliedFilters";
import { FacetFilters } from "../CarList/FacetFilters";
import { FacetedSearch } from "../CarList/FacetedSearch";
import { formatCount, type CarQuery } from "../CarList/query";
import type { CarListStatus } from "../CarList/ResultGrid";
import type { FacetData } from "../CarList/types";
import { moneyFormatter } from "../../text/money";
import { KitCard } from "./KitCard";
import { KitCart } from "./KitCart";
import { KitDetail } from "./KitDetail";
import { KitSessionPanel } from "./KitSessionPanel";
import { isKitSessionActive } from "./rules";
import type { Kit, KitCatalogueLabels, KitLayout, KitQuoteStatus, KitSession } from "./types";

export interface KitCatalogueProps {
  query: CarQuery;
  facets: FacetData[];
  /** The kits loaded so far (every page up to query.page). */
  kits: Kit[];
  total: number;
  status: CarListStatus;
  loadingMore?: boolean;
  sortOptions: readonly SelectOption[];
  onQueryChange: (next: CarQuery) => void;
  onLoadMore: () => void;
  /** The car the filters choose ("Volvo XC60 2022"), for the no-kits-for-car message. */
  chosenCar?: string;
  layout: KitLayout;
  onLayoutChange: (layout: KitLayout) => void;
  cart: readonly Kit[];
  onToggleCart: (kit: Kit) => void;
  session: Partial<KitSession>;
  onClearSession: () => void;
  /** Development and demo only. */
  onTestSession?: () => void;
  quoteStatus: KitQuoteStatus;
  onSendQuote: () => void;
  labels: KitCatalogueLabels;
  locale: string;
  currency: string;
}

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
  margin-bottom: ${space.lg};
  h1 {
    margin: 0;
    font-size: ${fontSize.xxl};
  }
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

const LayoutToggle = styled.div`
  display: inline-flex;
  gap: ${space.xxs};
`;

const Results = styled.ul<{ $rows: boolean }>`
  display: grid;
  grid-template-columns: ${({ $rows }) =>
    $rows ? "1fr" : "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))"};
  gap: ${space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Message = styled.p`
  margin: 0 0 ${space.md};
  font-size: ${fontSize.lg};
  font-weight: ${vars.fontWeight.action};
`;

function statusMessage(
  status: CarListStatus,
  total: number,
  labels: KitCatalogueLabels,
  locale: string,
  chosenCar?: string,
) {
  if (status === "loading") return labels.loading;
  if (status === "error") return labels.loadError;
  if (total === 0) {
    return chosenCar ? formatMessage(labels.emptyForCar, { car: chosenCar }, locale) : labels.empty;
  }
  return formatMessage(
    labels.resultCount,
    { count: total, total: formatCount(total, locale) },
    locale,
  );
}

/**
 * The accessory kit catalogue for dealer staff (specs/marketplace.md 2, kits page): the faceted
 * search over the kits, grid or rows, the kit detail dialog, the cart panel with the totals and
 * the quote, and the dealer session. Pure view: the app keeps the query in the URL and the cart,
 * layout and session where they belong.
 */
export function KitCatalogue({
  query,
  facets,
  kits,
  total,
  status,
  loadingMore,
  sortOptions,
  onQueryChange,
  onLoadMore,
  chosenCar,
  layout,
  onLayoutChange,
  cart,
  onToggleCart,
  session,
  onClearSession,
  onTestSession,
  quoteStatus,
  onSendQuote,
  labels,
  locale,
  currency,
}: KitCatalogueProps) {
  const [openKit, setOpenKit] = useState<Kit | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [sessionOpen, setSessionOpen] = useState(false);
  const money = moneyFormatter(locale, currency);
  const inCart = (kit: Kit) => cart.some((entry) => entry.kitId === kit.kitId);
  const sessionActive = isKitSessionActive(session);
  const rows = layout === "rows";
  return (
    <div data-kits-page="">
      <Header>
        <h1>{labels.heading}</h1>
        <HeaderActions>
          <Button
            variant="Secondary"
            onClick={() => setSessionOpen(true)}
            aria-haspopup="dialog"
            data-kit-session-button={sessionActive ? "active" : "inactive"}
          >
            {labels.sessionButton}: {sessionActive ? labels.sessionActive : labels.sessionInactive}
          </Button>
          <Button onClick={() => setCartOpen(true)} aria-haspopup="dialog" data-kit-cart-button="">
            {formatMessage(labels.cartButton, { count: cart.length }, locale)}
          </Button>
        </HeaderActions>
      </Header>
      <FacetedSearch
        Filters={FacetFilters}
        AppliedFilters={AppliedFilters}
        query={query}
        facets={facets}
        total={total}
        shown={kits.length}
        status={status}
        loadingMore={loadingMore}
        texts={labels.search}
        sortOptions={sortOptions}
        onQueryChange={onQueryChange}
        onLoadMore={onLoadMore}
        locale={locale}
        resultsMarker="kit-results"
        tools={
          <LayoutToggle role="group" aria-label={labels.layoutLabel}>
            {(["grid", "rows"] as const).map((option) => (
              <Button
                key={option}
                variant={layout === option ? "Primary" : "Ghost"}
                aria-pressed={layout === option}
                onClick={() => onLayoutChange(option)}
              >
                {option === "grid" ? labels.layoutGrid : labels.layoutRows}
              </Button>
            ))}
          </LayoutToggle>
        }
        results={
          <>
            <Message role="status">
              {statusMessage(status, total, labels, locale, chosenCar)}
            </Message>
            {status !== "error" && kits.length > 0 ? (
              <Results $rows={rows} data-kit-layout={layout} aria-busy={status === "loading"}>
                {kits.map((kit) => (
                  <KitCard
                    key={kit.kitId}
                    kit={kit}
                    layout={layout}
                    inCart={inCart(kit)}
                    onToggleCart={onToggleCart}
                    onOpen={setOpenKit}
                    money={money}
                    labels={labels}
                  />
                ))}
              </Results>
            ) : null}
          </>
        }
      />
      <KitDetail
        kit={openKit}
        onClose={() => setOpenKit(null)}
        inCart={openKit ? inCart(openKit) : false}
        onToggleCart={onToggleCart}
        money={money}
        labels={labels}
      />
      <KitCart
        open={cartOpen}
        onClose={() => setCartOpen(false)}
        cart={cart}
        onRemove={onToggleCart}
        sessionActive={sessionActive}
        quoteStatus={quoteStatus}
        onSendQuote={onSendQuote}
        money={money}
        labels={labels}
      />
      <KitSessionPanel
        open={sessionOpen}
        onClose={() => setSessionOpen(false)}
        session={session}
        onClear={() => {
          setSessionOpen(false);
          onClearSession();
        }}
        onTestSession={
          onTestSession
            ? () => {
                setSessionOpen(false);
                onTestSession();
              }
            : undefined
        }
        labels={labels}
      />
    </div>
  );
}
