// @vitest-environment node
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FINANCE_API_KEY_HEADER, type QuoteResponse } from "../../api-adapters/finance";
import {
  createFinanceDemo,
  financeProviderHandlers,
  isDemoOutage,
} from "../../api-adapters/mocks/finance";
import { MAX_AGE_AT_END } from "../../api-adapters/mocks/finance/quotes";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import { searchHandlers } from "../../api-adapters/mocks/search/handlers";
import { logger } from "../../api-adapters/shared/logger";
import { loadConfig } from "../../server/env";
import { createUpstreamClients } from "../../server/upstream-clients";
import { resolveSite } from "../../sites/resolve";
import {
  organisationIdentifier,
  physicalVehicle,
  ukQuoteVehicle,
  type UkQuoteVehicle,
} from "../marketplace/finance/uk-quote-vehicle";
import { action as quoteAction } from "./api.codeweaver.cfd";
import { action as productsAction } from "./api.codeweaver.default";
import { loader as legalLoader } from "./api.codeweaver.legal";

/* The answers word for word (FinanceQuote.* in i18n/messages/en.json, retail-uk is en-GB). */
const UNAVAILABLE =
  "Sorry, but it looks like we can't get a quote for you right now. Please contact our team for more information about finance offers on this vehicle.";
const INVALID = "The finance quote request is missing fields or has wrong values.";

const config = loadConfig({});
const urls = config.upstreams;
const demo = createFinanceDemo(() => new Date("2026-11-24T09:00:00Z"));
const server = setupServer(
  ...searchHandlers(urls.search.url),
  ...financeProviderHandlers(urls.finance.url, demo),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  demo.reset();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const ukVehicles = (demoSearchData().carsBySite["retail-uk"] ?? []).flatMap((car) => {
  const vehicle = ukQuoteVehicle(car);
  return vehicle ? [vehicle] : [];
});
const registeredYearsAgo = (vehicle: UkQuoteVehicle) =>
  vehicle.dateRegistered
    ? (Date.parse("2026-11-24") - Date.parse(vehicle.dateRegistered)) / (365.25 * 86_400_000)
    : 0;
const quotable = ukVehicles.find(
  (vehicle) =>
    vehicle.status === "PreOwned" &&
    vehicle.onTheRoadPrice > 15_000 &&
    registeredYearsAgo(vehicle) < 4 &&
    !isDemoOutage(physicalVehicle(vehicle)),
) as UkQuoteVehicle;
const outage = ukVehicles.find((vehicle) => isDemoOutage(physicalVehicle(vehicle)));
const tooOld = ukVehicles.find(
  (vehicle) =>
    !isDemoOutage(physicalVehicle(vehicle)) && registeredYearsAgo(vehicle) + 2 > MAX_AGE_AT_END,
);

const origin = "http://retail-uk.localhost";

interface CallOptions {
  host?: string;
  headers?: Record<string, string>;
  method?: string;
}

function context(host: string): AppLoadContext {
  return {
    config,
    cspNonce: "",
    upstream: createUpstreamClients(config),
    site: resolveSite(new URL(host).host, config.siteHosts),
  } as AppLoadContext;
}

/** A route export: called with the request and the load context, as React Router calls it. */
type Handler = (args: never) => Promise<Response>;

async function call(
  handler: Handler,
  path: string,
  body: unknown,
  { host = origin, headers = {}, method = "POST" }: CallOptions = {},
) {
  const request = new Request(`${host}${path}`, {
    method,
    headers: {
      Origin: host,
      "Sec-Fetch-Site": "same-origin",
      ...(method === "GET" ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    body: method === "GET" ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const response = await handler({ request, context: context(host), params: {} } as never);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const productsBody = (vehicle: UkQuoteVehicle = quotable) => ({
  PhysicalVehicle: physicalVehicle(vehicle),
  OrganisationIdentifier: organisationIdentifier(vehicle),
});

function quoteBody(
  parameters: Record<string, unknown> = {},
  vehicle: UkQuoteVehicle = quotable,
): { VehicleRequests: Record<string, unknown>[] } {
  return {
    VehicleRequests: [
      {
        Id: vehicle.carId,
        Parameters: {
          Term: 48,
          CashDeposit: Math.ceil(vehicle.onTheRoadPrice / 1000) * 100,
          AnnualMileage: 10_000,
          FinanceProductFamilyKeys: ["PCP"],
          CalculationType: "ToRegularPayment",
          OrganisationIdentifier: organisationIdentifier(vehicle),
          ...parameters,
        },
        PhysicalVehicle: physicalVehicle(vehicle),
      },
    ],
  };
}

const products = (body: unknown, options?: CallOptions) =>
  call(productsAction, "/api/codeweaver/default", body, options);
const quote = (body: unknown, options?: CallOptions) =>
  call(quoteAction, "/api/codeweaver/cfd", body, options);
const legal = (query: string, options?: CallOptions) =>
  call(legalLoader, `/api/codeweaver/legal${query}`, undefined, {
    method: "GET",
    ...options,
  });

const firstQuotation = (body: Record<string, unknown>) =>
  (body as QuoteResponse).Vehicles[0]?.FinanceQuotations?.[0];

describe("/api/codeweaver", () => {
  it("has demo cars to test with", () => {
    expect(quotable).toBeDefined();
    expect(outage).toBeDefined();
    expect(tooOld).toBeDefined();
  });

  it("lists the car's finance products with their term, deposit and mileage values", async () => {
    const { status, body } = await products(productsBody());
    expect(status).toBe(200);
    const list = body.Products as { FamilyKey: string; Term: { Default: number } }[];
    expect(list.map((product) => product.FamilyKey)).toEqual(["PCP", "HP"]);
    expect(list[0]?.Term.Default).toBe(48);
  });

  it("quotes a monthly payment for a deposit (ToRegularPayment)", async () => {
    const { status, body } = await quote(quoteBody());
    expect(status).toBe(200);
    const quotation = firstQuotation(body);
    expect(quotation?.HasError).toBe(false);
    expect(quotation?.Finance?.Quote).toMatchObject({ Term: 48, AnnualMileage: 10_000 });
    expect(quotation?.Finance?.Quote.TotalRegularPayment).toBeGreaterThan(0);
    expect(quotation?.Finance?.Quote.QuoteReference).toMatch(/^FQ-/);
  });

  it("quotes the deposit for a monthly payment (ToCashDeposit), the inverse", async () => {
    const first = firstQuotation((await quote(quoteBody())).body)?.Finance?.Quote;
    const { body } = await quote(
      quoteBody({
        CalculationType: "ToCashDeposit",
        CashDeposit: undefined,
        RegularPayment: first?.TotalRegularPayment,
      }),
    );
    const back = firstQuotation(body)?.Finance?.Quote;
    expect(Math.abs((back?.TotalDeposit ?? 0) - (first?.TotalDeposit ?? 0))).toBeLessThan(1);
    expect(back?.TotalRegularPayment).toBe(first?.TotalRegularPayment);
  });

  it("quotes on the index's price and dealer, whatever the browser sends, with the key", async () => {
    let sent: { key: string | null; body: unknown } | null = null;
    server.use(
      http.post(`${urls.finance.url}/cfd`, async ({ request }) => {
        sent = {
          key: request.headers.get(FINANCE_API_KEY_HEADER),
          body: await request.clone().json(),
        };
        return undefined;
      }),
    );
    const forged = quoteBody();
    const item = forged.VehicleRequests[0] as {
      PhysicalVehicle: { OnTheRoadPrice: number };
      Parameters: { OrganisationIdentifier: { Value: string } };
    };
    item.PhysicalVehicle.OnTheRoadPrice = 1;
    item.Parameters.OrganisationIdentifier.Value = "another-dealer";
    const { status, body } = await quote(forged);
    expect(status).toBe(200);
    expect(sent).toMatchObject({
      key: urls.finance.apiKey,
      body: {
        VehicleRequests: [
          {
            PhysicalVehicle: { OnTheRoadPrice: quotable.onTheRoadPrice },
            Parameters: { OrganisationIdentifier: { Value: quotable.dealerKey } },
          },
        ],
      },
    });
    expect(JSON.stringify(body)).not.toContain(urls.finance.apiKey);
  });

  it("answers a car the provider cannot finance with its quote-item error (200)", async () => {
    const { status, body } = await quote(quoteBody({}, tooOld));
    expect(status).toBe(200);
    expect((body as QuoteResponse).Vehicles[0]).toMatchObject({ HasError: true });
  });

  it("answers a provider failure with the widget's apology (502), logged", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    for (const answer of [
      await quote(quoteBody({}, outage)),
      await products(productsBody(outage)),
    ]) {
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe(UNAVAILABLE);
    }
    expect(error).toHaveBeenCalledWith("finance-quote.failed", expect.anything());
  });

  it("answers a search failure with the apology (502)", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    server.use(http.post(`${urls.search.url}/search`, () => HttpResponse.error()));
    const { status, body } = await quote(quoteBody());
    expect(status).toBe(502);
    expect(body.message).toBe(UNAVAILABLE);
  });

  it("answers a car that is not in the site's index with 404", async () => {
    const body = quoteBody();
    (body.VehicleRequests[0]?.PhysicalVehicle as { SourceVehicleId: string }).SourceVehicleId =
      "999999999";
    const { status, body: answer } = await quote(body);
    expect(status).toBe(404);
    expect(answer.message).toBe(
      "This car cannot be quoted: it is no longer for sale or has no price.",
    );
  });

  it("gives the legal text of a quote by its reference", async () => {
    const reference = firstQuotation((await quote(quoteBody())).body)?.Finance?.Quote
      .QuoteReference as string;
    const { status, body } = await legal(`?quoteRef=${reference}`);
    expect(status).toBe(200);
    expect(body.TermsAndConditions).toContain(`Quote reference ${reference}`);
    expect(body.TermsAndConditions).toContain("Financial Conduct Authority");
  });

  it("answers a well-formed reference the provider does not know with 404", async () => {
    const { status, body } = await legal("?quoteRef=FQ-UNKNOWN1");
    expect(status).toBe(404);
    expect(body.message).toBe("No quote with this reference was found.");
  });

  it.each([
    ["no quoteRef", ""],
    ["an empty quoteRef", "?quoteRef="],
    ["a lower-case reference", "?quoteRef=fq-abc123"],
    ["a path in it", "?quoteRef=..%2F..%2Fadmin"],
    ["a script in it", "?quoteRef=%3Cscript%3E"],
    ["two of them", "?quoteRef=FQ-ABC123&quoteRef=FQ-DEF456"],
    ["a reference of 200 characters", `?quoteRef=FQ-${"A".repeat(197)}`],
  ])("refuses %s with 400 (legal)", async (_, query) => {
    const { status, body } = await legal(query);
    expect(status).toBe(400);
    expect(body.message).toBe(INVALID);
  });

  describe.each([
    ["cfd", quote, () => quoteBody()],
    ["default", products, () => productsBody()],
  ])("hostile input to %s", (_, send, valid) => {
    it.each([["PUT"], ["DELETE"], ["PATCH"]])("answers %s with 405 and Allow", async (method) => {
      const { status } = await send(valid(), { method });
      expect(status).toBe(405);
    });

    it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["multipart/form-data"]])(
      "refuses a %s body with 415",
      async (type) => {
        const { status, body } = await send(valid(), { headers: { "Content-Type": type } });
        expect(status).toBe(415);
        expect(body.message).toBe("The request must be sent as JSON (application/json).");
      },
    );

    it("refuses a request from another site with 403", async () => {
      const { status } = await send(valid(), {
        headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      });
      expect(status).toBe(403);
    });

    it.each([
      ["a body that is not JSON", "{not json"],
      ["an empty body", ""],
      ["an array", [1, 2]],
      ["null", null],
      ["an unknown field", { ...valid(), Extra: 1 }],
      ["a huge body", { ...valid(), Padding: "x".repeat(60_000) }],
    ])("refuses %s with 400", async (__, body) => {
      const { status, body: answer } = await send(body);
      expect(status).toBe(400);
      expect(answer.message).toBe(INVALID);
    });

    it("is no route on a site without finance quotes", async () => {
      const { status } = await send(valid(), { host: "http://automotive-se.localhost" });
      expect(status).toBe(404);
    });
  });

  it.each([
    [
      "two cars",
      { VehicleRequests: [...quoteBody().VehicleRequests, ...quoteBody().VehicleRequests] },
    ],
    ["no car", { VehicleRequests: [] }],
    ["an unknown calculation", quoteBody({ CalculationType: "ToTerm" })],
    ["a negative deposit", quoteBody({ CashDeposit: -1 })],
    ["a term of 1000 months", quoteBody({ Term: 1000 })],
    ["no product", quoteBody({ FinanceProductFamilyKeys: [] })],
    ["a car id with a path", quoteBody({}, { ...quotable, carId: "../1" })],
    [
      "another country",
      (() => {
        const body = quoteBody();
        (
          body.VehicleRequests[0]?.PhysicalVehicle as { Registration: { CountryCode: string } }
        ).Registration.CountryCode = "SE";
        return body;
      })(),
    ],
  ])("refuses %s with 400 (cfd)", async (_, body) => {
    const { status } = await quote(body);
    expect(status).toBe(400);
  });
});
