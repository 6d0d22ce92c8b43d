import { delay, http, HttpResponse, type RequestHandler } from "msw";
import { FINANCE_API_KEY_HEADER, financeProviderPaths } from "../../finance/upstream-client";
import { FINANCE_QUOTE_API_BASE } from "../../finance/browser-client";
import {
  productsRequestSchema,
  quoteReferenceSchema,
  quoteRequestSchema,
  type PhysicalVehicle,
} from "../../finance/schemas";
import { demoLegalText, demoProducts, demoQuote, type StoredQuote } from "./quotes";

/**
 * What makes the demo provider fail, so the demo and the tests can show every state of the quote
 * widget (README, demo section): a car whose VIN ends in 0 meets a provider outage (503 on every
 * call); cars too old at the end of the agreement or too cheap to lend on get quote-item errors.
 */
export function isDemoOutage(vehicle: Pick<PhysicalVehicle, "Vin">): boolean {
  return vehicle.Vin?.trim().toUpperCase().endsWith("0") ?? false;
}

/** Where the demo provider's apply links point (the provider's own site). */
export const DEMO_FINANCE_APPLY_BASE = "https://finance.upstream.invalid";

/** The quotes the demo provider gave, for their legal text (the most recent 1000). */
export interface FinanceDemo {
  remember(quote: StoredQuote): void;
  find(reference: string): StoredQuote | undefined;
  /** The demo's clock (a fixed one in tests). */
  now(): Date;
  reset(): void;
}

const STORED_QUOTES = 1000;

export function createFinanceDemo(clock: () => Date = () => new Date()): FinanceDemo {
  const quotes = new Map<string, StoredQuote>();
  return {
    remember(quote) {
      quotes.delete(quote.reference);
      quotes.set(quote.reference, quote);
      if (quotes.size > STORED_QUOTES) quotes.delete(quotes.keys().next().value as string);
    },
    find: (reference) => quotes.get(reference),
    now: clock,
    reset: () => quotes.clear(),
  };
}

/** The demo provider of the server process. */
export const financeDemo = createFinanceDemo();

const unavailable = () =>
  HttpResponse.json({ Message: "The finance service is unavailable." }, { status: 503 });
const invalid = () => HttpResponse.json({ Message: "Invalid request." }, { status: 400 });

type Answer = (request: Request) => Promise<Response>;

function answers(demo: FinanceDemo, applyBase: string) {
  const products: Answer = async (request) => {
    const parsed = productsRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid();
    if (isDemoOutage(parsed.data.PhysicalVehicle)) return unavailable();
    return HttpResponse.json({ Products: demoProducts(parsed.data.PhysicalVehicle, demo.now()) });
  };
  const quote: Answer = async (request) => {
    const parsed = quoteRequestSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return invalid();
    const requests = parsed.data.VehicleRequests;
    if (requests.some((item) => isDemoOutage(item.PhysicalVehicle))) return unavailable();
    return HttpResponse.json(demoQuote(requests, demo.now(), applyBase, demo.remember));
  };
  const legal: Answer = async (request) => {
    const reference = quoteReferenceSchema.safeParse(
      new URL(request.url).searchParams.get("quoteRef"),
    );
    if (!reference.success) return invalid();
    const stored = demo.find(reference.data);
    if (!stored) return HttpResponse.json({ Message: "No such quote." }, { status: 404 });
    return HttpResponse.json({ TermsAndConditions: demoLegalText(stored) });
  };
  return { products, quote, legal };
}

/** The provider at `base` (FINANCE_API_URL), with its API key required. */
export function financeProviderHandlers(
  base: string,
  demo: FinanceDemo = financeDemo,
): RequestHandler[] {
  const root = base.replace(/\/+$/, "");
  const answer = answers(demo, DEMO_FINANCE_APPLY_BASE);
  const keyed =
    (handle: Answer) =>
    ({ request }: { request: Request }) =>
      request.headers.get(FINANCE_API_KEY_HEADER)
        ? handle(request)
        : HttpResponse.json({ Message: "API key required" }, { status: 401 });
  return [
    http.post(`${root}${financeProviderPaths.products}`, keyed(answer.products)),
    http.post(`${root}${financeProviderPaths.quote}`, keyed(answer.quote)),
    http.get(`${root}${financeProviderPaths.legal}`, keyed(answer.legal)),
  ];
}

export interface FinanceQuoteApiHandlersOptions {
  demo?: FinanceDemo;
  basePath?: string;
  /** A pause before each answer, so the loading state shows in stories. */
  latencyMs?: number;
}

/**
 * Our /api/codeweaver routes as the browser sees them, answered by the demo provider: stories and
 * component tests run the widget's real client against these.
 */
export function financeQuoteApiHandlers({
  demo = createFinanceDemo(),
  basePath = FINANCE_QUOTE_API_BASE,
  latencyMs = 0,
}: FinanceQuoteApiHandlersOptions = {}): RequestHandler[] {
  const answer = answers(demo, DEMO_FINANCE_APPLY_BASE);
  const slow =
    (handle: Answer) =>
    async ({ request }: { request: Request }) => {
      if (latencyMs > 0) await delay(latencyMs);
      return handle(request);
    };
  return [
    http.post(`${basePath}/default`, slow(answer.products)),
    http.post(`${basePath}/cfd`, slow(answer.quote)),
    http.get(`${basePath}/legal`, slow(answer.legal)),
  ];
}
