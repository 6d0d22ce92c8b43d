// @vitest-environment node
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ERP_API_KEY_HEADER } from "../../api-adapters/erp";
import {
  createErpDemo,
  ERP_DEMO_FAILING_TRANSACTION,
  erpHandlers,
} from "../../api-adapters/mocks/erp";
import { searchHandlers } from "../../api-adapters/mocks/search/handlers";
import { generateKits } from "../../api-adapters/mocks/search/kits";
import { logger } from "../../api-adapters/shared/logger";
import { cartTotals } from "../../design-system/flows/Kits/rules";
import { loadConfig } from "../../server/env";
import { createUpstreamClients } from "../../server/upstream-clients";
import { resolveSite } from "../../sites/resolve";
import { sameSiteJsonRequest } from "../lib/json-post.testing";
import { action, MAX_QUOTE_KITS } from "./api.automaster";

/* The Finnish answers word for word (Kits.* and Api.* in i18n/messages/fi.json; specs 8). */
const QUOTE_SUCCESS = "Tarjous lähetetty onnistuneesti!";
const QUOTE_ERROR = "Virhe tarjouksen lähettämisessä. Yrität uudelleen.";
const SESSION_REQUIRED =
  "Tarjouksen lähettäminen vaatii jälleenmyyjäistunnon (käyttäjä, jälleenmyyjä, yksikkö, tapahtuma ja auto).";
const INVALID_CART = "Ostoskori on tyhjä tai virheellinen.";

const config = loadConfig({});
const urls = config.upstreams;
const erp = createErpDemo();
const server = setupServer(...searchHandlers(urls.search.url), ...erpHandlers(urls.erp.url, erp));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  erp.reset();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const kits = generateKits();
const [first, second] = kits;
const session = {
  user: "mvirtanen",
  dealer: "D100",
  unit: "HKI",
  transactionId: "T-2026-0042",
  auto: "Volvo XC60 2022",
};
const origin = "http://carstore-fi.localhost";

async function post(
  body: unknown,
  { host = origin, headers = {}, method = "POST" } = {} as {
    host?: string;
    headers?: Record<string, string>;
    method?: string;
  },
) {
  const request = sameSiteJsonRequest(`${host}/api/automaster`, body, { headers, method });
  const context = {
    config,
    cspNonce: "",
    upstream: createUpstreamClients(config),
    site: resolveSite(new URL(host).host, config.siteHosts),
  } as AppLoadContext;
  const response = await action({ request, context, params: {} } as Parameters<typeof action>[0]);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("POST /api/automaster", () => {
  it("sends the session and the cart's kits from the index, with our totals, to the ERP", async () => {
    const forged = { kitId: first?.kitId, retailPrice: 1, name: "forged" };
    const { status, body } = await post({
      ...session,
      cart: [forged, { kitId: second?.kitId }],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ ok: true, message: QUOTE_SUCCESS });
    expect(erp.quotes).toHaveLength(1);
    const quote = erp.quotes[0];
    expect(quote).toMatchObject({ ...session, currency: "EUR" });
    // The index's kits, not what the browser said about them.
    expect(quote?.cart.map((kit) => kit.kitId).sort()).toEqual(
      [first?.kitId, second?.kitId].sort(),
    );
    expect(quote?.cart.find((kit) => kit.kitId === first?.kitId)?.retailPrice).toBe(
      first?.retailPrice,
    );
    expect(quote?.totals).toEqual(cartTotals(quote?.cart ?? []));
  });

  it("sends the ERP key, which never comes from the browser", async () => {
    let key: string | null = null;
    server.use(
      http.post(`${urls.erp.url}/quotes`, ({ request }) => {
        key = request.headers.get(ERP_API_KEY_HEADER);
        return HttpResponse.json({ ok: true });
      }),
    );
    await post({ ...session, cart: [{ kitId: first?.kitId }] });
    expect(key).toBe("demo-erp-key");
  });

  it.each(["user", "dealer", "unit", "transactionId", "auto"])(
    "refuses a quote without the session's %s (400)",
    async (field) => {
      const { status, body } = await post({
        ...session,
        [field]: " ",
        cart: [{ kitId: first?.kitId }],
      });
      expect(status).toBe(400);
      expect(body).toEqual({ message: SESSION_REQUIRED, fields: [field] });
      expect(erp.quotes).toHaveLength(0);
    },
  );

  it.each([
    ["no cart", undefined],
    ["an empty cart", []],
    ["a malformed kit id", [{ kitId: "../../etc" }]],
    ["too many kits", Array.from({ length: MAX_QUOTE_KITS + 1 }, () => ({ kitId: "KIT-1" }))],
  ])("refuses %s (400)", async (_case, cart) => {
    const { status, body } = await post({ ...session, cart });
    expect(status).toBe(400);
    expect(body).toEqual({ message: INVALID_CART });
  });

  it("refuses a kit the index does not have (400), sending nothing", async () => {
    const { status, body } = await post({ ...session, cart: [{ kitId: "KIT-NOPE" }] });
    expect(status).toBe(400);
    expect(body).toEqual({ message: "Varustetta ei löytynyt: KIT-NOPE" });
    expect(erp.quotes).toHaveLength(0);
  });

  it("shows the catalogue's error when the ERP fails (the demo's failing transaction), logged", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const { status, body } = await post({
      ...session,
      transactionId: ERP_DEMO_FAILING_TRANSACTION,
      cart: [{ kitId: first?.kitId }],
    });
    expect(status).toBe(502);
    expect(body).toEqual({ message: QUOTE_ERROR });
    expect(error).toHaveBeenCalledWith(
      "kits.quote-failed",
      expect.objectContaining({ transactionId: ERP_DEMO_FAILING_TRANSACTION }),
    );
  });

  it("shows the same error when the kits index fails", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    server.use(http.post(`${urls.search.url}/search`, () => HttpResponse.error()));
    const { status, body } = await post({ ...session, cart: [{ kitId: first?.kitId }] });
    expect(status).toBe(502);
    expect(body).toEqual({ message: QUOTE_ERROR });
  });

  it.each([
    ["another method", { method: "PUT" }, 405],
    ["another site", { headers: { "Sec-Fetch-Site": "cross-site" } }, 403],
    ["another origin", { headers: { Origin: "https://evil.example" } }, 403],
    ["a form body", { headers: { "Content-Type": "application/x-www-form-urlencoded" } }, 415],
    ["a site without kits", { host: "http://carstore-se.localhost" }, 404],
    ["the demo directory", { host: "http://localhost" }, 404],
  ])("answers %s with %i", async (_case, options, status) => {
    const answer = await post({ ...session, cart: [{ kitId: first?.kitId }] }, options);
    expect(answer.status).toBe(status);
    expect(erp.quotes).toHaveLength(0);
  });

  it("answers a body that is not JSON with the session message (400)", async () => {
    const { status } = await post("{not json");
    expect(status).toBe(400);
  });
});
