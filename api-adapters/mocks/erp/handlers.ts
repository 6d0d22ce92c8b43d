import { http, HttpResponse, type RequestHandler } from "msw";
import { ERP_API_KEY_HEADER, ERP_QUOTE_PATH, kitQuoteSchema, type KitQuote } from "../../erp";
import { logger } from "../../shared/logger";

/**
 * The transaction id that makes the demo ERP fail (503), so the demo and the tests can show the
 * quote's error message (README, kits). Matched case-insensitively, trimmed.
 */
export const ERP_DEMO_FAILING_TRANSACTION = "ERP-DOWN";

/** The quotes the demo ERP filed, oldest first (tests read them; the server logs each one). */
export interface ErpDemo {
  readonly quotes: KitQuote[];
  reset(): void;
}

export function createErpDemo(): ErpDemo {
  const quotes: KitQuote[] = [];
  return { quotes, reset: () => void (quotes.length = 0) };
}

/** The demo ERP of the server process (and of tests that do not make their own). */
export const erpDemo = createErpDemo();

/** The dealer ERP at `base` (ERP_API_URL): POST <base>/quotes with the API key. */
export function erpHandlers(base: string, demo: ErpDemo = erpDemo): RequestHandler[] {
  const root = base.replace(/\/+$/, "");
  return [
    http.post(`${root}${ERP_QUOTE_PATH}`, async ({ request }) => {
      if (!request.headers.get(ERP_API_KEY_HEADER)) {
        return HttpResponse.json({ message: "API key required" }, { status: 401 });
      }
      const parsed = kitQuoteSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) {
        return HttpResponse.json({ message: "Invalid quote" }, { status: 400 });
      }
      const quote = parsed.data;
      if (quote.transactionId.trim().toUpperCase() === ERP_DEMO_FAILING_TRANSACTION) {
        return HttpResponse.json({ message: "Service unavailable" }, { status: 503 });
      }
      demo.quotes.push(quote);
      // What the demo received, for whoever tries the kits page (README).
      logger.info("demo-erp.quote-filed", {
        dealer: quote.dealer,
        unit: quote.unit,
        user: quote.user,
        transactionId: quote.transactionId,
        auto: quote.auto,
        kits: quote.cart.map((kit) => kit.kitId).join(","),
        grossTotal: quote.totals.gross.total,
      });
      return HttpResponse.json({ ok: true, quoteId: `Q-${demo.quotes.length}` });
    }),
  ];
}
