import type { z } from "zod";
import {
  legalResponseSchema,
  productsResponseSchema,
  quoteResponseSchema,
  type LegalResponse,
  type ProductsRequest,
  type ProductsResponse,
  type QuoteRequest,
  type QuoteResponse,
} from "./schemas";

/** Our routes' base path (same origin); the server adds the provider's key. */
export const FINANCE_QUOTE_API_BASE = "/api/codeweaver";

/**
 * An answer of our /api/codeweaver routes: the data, or the status (0 for no answer or an
 * unreadable one); `aborted` when the caller cancelled the call (a newer quote replaced it).
 */
export type FinanceQuoteResult<T> =
  { ok: true; data: T } | { ok: false; status: number; aborted?: boolean };

/** The calls the quote widget makes; the app passes this client, stories the same against MSW. */
export interface FinanceQuoteBrowserClient {
  products(
    request: ProductsRequest,
    signal?: AbortSignal,
  ): Promise<FinanceQuoteResult<ProductsResponse>>;
  quote(request: QuoteRequest, signal?: AbortSignal): Promise<FinanceQuoteResult<QuoteResponse>>;
  legal(quoteReference: string, signal?: AbortSignal): Promise<FinanceQuoteResult<LegalResponse>>;
}

export interface FinanceQuoteBrowserClientOptions {
  basePath?: string;
  fetch?: typeof fetch;
}

export function createFinanceQuoteBrowserClient(
  options: FinanceQuoteBrowserClientOptions = {},
): FinanceQuoteBrowserClient {
  const basePath = (options.basePath ?? FINANCE_QUOTE_API_BASE).replace(/\/+$/, "");
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function call<T>(
    path: string,
    body: unknown,
    schema: z.ZodType<T>,
    signal: AbortSignal | undefined,
  ): Promise<FinanceQuoteResult<T>> {
    try {
      const response = await doFetch(`${basePath}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
      if (!response.ok) return { ok: false, status: response.status };
      const parsed = schema.safeParse(await response.json());
      return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 0 };
    } catch {
      return { ok: false, status: 0, ...(signal?.aborted ? { aborted: true } : {}) };
    }
  }

  return {
    products: (request, signal) => call("/default", request, productsResponseSchema, signal),
    quote: (request, signal) => call("/cfd", request, quoteResponseSchema, signal),
    legal: (quoteReference, signal) =>
      call(
        `/legal?${new URLSearchParams({ quoteRef: quoteReference })}`,
        undefined,
        legalResponseSchema,
        signal,
      ),
  };
}
