import { parseUpstream, toUpstreamError, UpstreamError } from "../shared/errors";
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

const upstream = "finance";

/** The header the finance provider reads its API key from. */
export const FINANCE_API_KEY_HEADER = "X-API-KEY";

/** The provider's paths below FINANCE_API_URL (our routes mirror them under /api/codeweaver). */
export const financeProviderPaths = {
  quote: "/cfd",
  legal: "/legal",
  products: "/default",
} as const;

/** The provider answered with an error status (404: no such quote reference). */
export class FinanceProviderError extends UpstreamError {
  static override readonly kind = "FinanceProviderError";
  constructor(status: number) {
    super(upstream, "http", `answered HTTP ${status}`, status);
  }
}

export interface FinanceProviderClientOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise (which MSW intercepts in demo mode). */
  fetch?: typeof fetch;
}

/** The UK finance quote provider, called by our server only: the key never leaves it. */
export interface FinanceProviderClient {
  /** The finance products for a car (POST default). */
  products(request: ProductsRequest): Promise<ProductsResponse>;
  /** Quotes a car (POST cfd). */
  quote(request: QuoteRequest): Promise<QuoteResponse>;
  /** The legal text of a quote (GET legal?quoteRef=). */
  legal(quoteReference: string): Promise<LegalResponse>;
}

export function createFinanceProviderClient(
  options: FinanceProviderClientOptions,
): FinanceProviderClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, "");

  async function call(operation: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: {
          Accept: "application/json",
          [FINANCE_API_KEY_HEADER]: options.apiKey,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw toUpstreamError(upstream, error);
    }
    if (!response.ok) {
      await response.arrayBuffer().catch(() => undefined);
      throw new FinanceProviderError(response.status);
    }
    try {
      return await response.json();
    } catch (error) {
      throw new UpstreamError(upstream, "invalid-response", `${operation} answered no JSON`, 200, {
        cause: error,
      });
    }
  }

  return {
    async products(request) {
      const data = await call("products", financeProviderPaths.products, request);
      return parseUpstream(upstream, "products", productsResponseSchema, data);
    },
    async quote(request) {
      const data = await call("quote", financeProviderPaths.quote, request);
      return parseUpstream(upstream, "quote", quoteResponseSchema, data);
    },
    async legal(quoteReference) {
      const query = new URLSearchParams({ quoteRef: quoteReference });
      const data = await call("legal", `${financeProviderPaths.legal}?${query}`);
      return parseUpstream(upstream, "legal", legalResponseSchema, data);
    },
  };
}
