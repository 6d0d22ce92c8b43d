import { z } from "zod";
import { kitSchema } from "../search/schemas";
import { UpstreamError } from "../shared/errors";
import { createKeyedJsonSender } from "../shared/keyed-json";

const upstream = "erp";

/** The header the dealer ERP reads its API key from. */
export const ERP_API_KEY_HEADER = "X-API-KEY";

/** Where quotes are posted below the ERP's base URL (the specs do not show the path). */
export const ERP_QUOTE_PATH = "/quotes";

const sessionField = z.string().trim().min(1).max(200);

/** The dealer system's session (specs/marketplace.md 3, kit session): all five are required. */
export const kitSessionSchema = z.object({
  user: sessionField,
  dealer: sessionField,
  unit: sessionField,
  transactionId: sessionField,
  auto: sessionField,
});

const amount = z.number().nonnegative();
const priceSchema = z.object({ parts: amount, labour: amount, fee: amount, total: amount });

/**
 * A kit quote as the ERP takes it: the session, the cart's kits as the kits index has them (never
 * as the browser sent them) and the totals our server computed.
 */
export const kitQuoteSchema = kitSessionSchema.extend({
  cart: z.array(kitSchema).min(1),
  currency: z.string(),
  totals: z.object({ net: priceSchema, gross: priceSchema, vat: amount }),
});
export type KitQuote = z.infer<typeof kitQuoteSchema>;

export interface ErpClientOptions {
  /** The ERP's base URL (`ERP_API_URL`); quotes are posted to <base>/quotes. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise (which MSW intercepts in demo mode). */
  fetch?: typeof fetch;
}

/** The dealer ERP: it files a kit quote. An ok status means success; the body is not read. */
export interface ErpClient {
  /** One attempt; an UpstreamError when it fails (not retried: a quote must not be filed twice). */
  sendQuote(quote: KitQuote): Promise<void>;
}

export function createErpClient(options: ErpClientOptions): ErpClient {
  // Not logged here: the kits route logs a failed quote in its own words.
  const send = createKeyedJsonSender({
    ...options,
    upstream,
    apiKeyHeader: ERP_API_KEY_HEADER,
    httpError: (status) => new UpstreamError(upstream, "http", `answered HTTP ${status}`, status),
  });
  return {
    async sendQuote(quote) {
      await send({ operation: "sendQuote", method: "POST", path: ERP_QUOTE_PATH, body: quote });
    },
  };
}
