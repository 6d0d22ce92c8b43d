// @vitest-environment node
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { FORMS_API_KEY_HEADER } from "../../api-adapters/forms";
import {
  createFormsHubDemo,
  formsHubDemoNames,
  formsHubHandlers,
} from "../../api-adapters/mocks/forms";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import { searchHandlers } from "../../api-adapters/mocks/search/handlers";
import { logger } from "../../api-adapters/shared/logger";
import { CAR_CONTACT_FORM_NAME } from "../../design-system/flows/CarContactForm/schema";
import { loadConfig } from "../../server/env";
import { memoryRouteLimits } from "../../server/limits/route-limits";
import { createUpstreamClients } from "../../server/upstream-clients";
import { resolveSite } from "../../sites/resolve";
import { sameSiteJsonRequest } from "../lib/json-post.testing";
import { action } from "./api.forms.comhub";

/* The Swedish answers word for word (CarContact.* in i18n/messages/sv.json). */
const INVALID_INPUT = "Några fält saknas eller är felaktiga. Kontrollera de markerade fälten.";
const FORM_ERROR =
  "Tyvärr kunde ditt meddelande inte skickas. Försök igen senare eller ring säljaren.";
const FORM_SUCCESS = "Tack! Ditt meddelande är skickat och säljaren kontaktar dig snart.";
const PHONE_ERROR = "Ange ett telefonnummer med 6–20 siffror (mellanslag och inledande + går bra).";
const SELLER_SITE_ERROR = "Välj vilken säljare du vill kontakta.";

const config = loadConfig({});
const urls = config.upstreams;
const hub = createFormsHubDemo();
const server = setupServer(
  ...searchHandlers(urls.search.url),
  ...formsHubHandlers(urls.forms.url, hub),
);

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  hub.reset();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const cars = demoSearchData().carsBySite["automotive-se"] ?? [];
const dealerSites = demoSearchData().sitesBySite["automotive-se"] ?? [];
const stockCar = cars.find(
  (car) => !car.car_is_sample && (car.car_sellers ?? []).some((seller) => seller.email),
);
const sampleCar = cars.find((car) => car.car_is_sample);
const sellerOfSample = dealerSites.find((site) =>
  (site.site_brands ?? []).includes(sampleCar?.car_brand ?? ""),
);
const notSellingSample = dealerSites.find(
  (site) => !(site.site_brands ?? []).includes(sampleCar?.car_brand ?? ""),
);

const origin = "http://automotive-se.localhost";
const visitor = { name: "Anna Berg", phone: "070 123 45 67", email: "anna@example.se" };

interface PostOptions {
  host?: string;
  headers?: Record<string, string>;
  method?: string;
}

function lead(values: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    formName: CAR_CONTACT_FORM_NAME,
    formSubmissionId: crypto.randomUUID(),
    values: {
      car: stockCar?.car_id,
      ...visitor,
      message: "",
      quote: true,
      testDrive: false,
      ...values,
    },
    ...extra,
  };
}

async function post(
  body: unknown,
  { host = origin, headers = {}, method = "POST" }: PostOptions = {},
) {
  const request = sameSiteJsonRequest(`${host}/api/forms/comhub`, body, { headers, method });
  const context = {
    config,
    cspNonce: "",
    upstream: createUpstreamClients(config),
    limits: memoryRouteLimits(),
    site: resolveSite(new URL(host).host, config.siteHosts),
  } as AppLoadContext;
  const response = await action({ request, context, params: {} } as Parameters<typeof action>[0]);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("POST /api/forms/comhub", () => {
  it("has demo cars to test with", () => {
    expect(stockCar).toBeDefined();
    expect(sampleCar).toBeDefined();
    expect(sellerOfSample).toBeDefined();
    expect(notSellingSample).toBeDefined();
  });

  it("files a stock car's lead with the recipient the server chose from the car's sellers", async () => {
    const body = lead({ message: " Finns den kvar? " });
    const { status, body: answer } = await post(body);
    expect(status).toBe(200);
    expect(answer).toEqual({ ok: true, message: FORM_SUCCESS });
    const seller = (stockCar?.car_sellers ?? []).find((candidate) => candidate.email);
    expect(hub.submissions).toEqual([
      {
        formName: CAR_CONTACT_FORM_NAME,
        formSubmissionId: body.formSubmissionId,
        values: {
          car: stockCar?.car_id,
          ...visitor,
          message: "Finns den kvar?",
          quote: true,
          testDrive: false,
          toName: seller?.name,
          toEmail: seller?.email,
          source: stockCar?.car_site_id,
        },
      },
    ]);
  });

  it("sends the API key to the hub, never anything the browser could read", async () => {
    let key: string | null = null;
    server.use(
      http.post(`${urls.forms.url}/comhub`, ({ request }) => {
        key = request.headers.get(FORMS_API_KEY_HEADER);
        return HttpResponse.json({ ok: true });
      }),
    );
    const { body } = await post(lead());
    expect(key).toBe(urls.forms.apiKey);
    expect(JSON.stringify(body)).not.toContain(urls.forms.apiKey);
  });

  it.each([["toEmail"], ["toName"], ["source"]])(
    "refuses a lead naming its own recipient (%s), and sends nothing",
    async (field) => {
      const { status, body } = await post(lead({ [field]: "attacker@example.com" }));
      expect(status).toBe(400);
      expect(body.message).toBe(INVALID_INPUT);
      expect(body.fields).toHaveProperty([`values.${field}`]);
      expect(hub.submissions).toHaveLength(0);
    },
  );

  it("refuses unknown top-level fields too", async () => {
    const { status, body } = await post(lead({}, { toEmail: "attacker@example.com" }));
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty(["toEmail"]);
    expect(hub.submissions).toHaveLength(0);
  });

  it("answers an invalid lead with the invalid-input message and each field's reason", async () => {
    const { status, body } = await post(lead({ name: " ", phone: "12-34", email: "anna@" }));
    expect(status).toBe(400);
    expect(body).toEqual({
      message: INVALID_INPUT,
      fields: {
        name: "Ange ditt namn.",
        phone: PHONE_ERROR,
        email: "Ange en giltig e-postadress.",
      },
    });
    expect(hub.submissions).toHaveLength(0);
  });

  it.each([
    ["another form name", lead({}, { formName: "newsletter" })],
    ["a submission id that is no UUID", lead({}, { formSubmissionId: "1" })],
    ["a car id with a path in it", lead({ car: "../1" })],
    ["no values", { formName: CAR_CONTACT_FORM_NAME, formSubmissionId: crypto.randomUUID() }],
    ["a body that is not an object", [1, 2]],
  ])("refuses %s with 400", async (_, body) => {
    expect((await post(body)).status).toBe(400);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const { status, body } = await post("{not json");
    expect(status).toBe(400);
    expect(body.message).toBe(INVALID_INPUT);
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["multipart/form-data"]])(
    "refuses a %s body with 415",
    async (type) => {
      const { status, body } = await post(lead(), { headers: { "Content-Type": type } });
      expect(status).toBe(415);
      expect(body.message).toBe("Förfrågan måste skickas som JSON (application/json).");
    },
  );

  it("refuses a post from another site with 403", async () => {
    const { status, body } = await post(lead(), {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(status).toBe(403);
    expect(body.message).toBe("Förfrågan måste komma från den här webbplatsen.");
  });

  it("answers another method with 405 (the edge answers it first)", async () => {
    const { status } = await post(lead(), { method: "PUT" });
    expect(status).toBe(405);
  });

  it("is no route on a site that sells no cars", async () => {
    const { status } = await post(lead(), { host: "http://supercharge.localhost" });
    expect(status).toBe(404);
  });

  it("answers an unknown car with 404 and its text", async () => {
    const { status, body } = await post(lead({ car: "999999999" }));
    expect(status).toBe(404);
    expect(body.message).toBe("Bilen är inte längre till salu.");
  });

  it("answers a search failure with the form error (502), sending nothing", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => {});
    server.use(http.post(`${urls.search.url}/search`, () => HttpResponse.error()));
    const { status, body } = await post(lead());
    expect(status).toBe(502);
    expect(body.message).toBe(FORM_ERROR);
    expect(hub.submissions).toHaveLength(0);
  });

  describe("a sample car", () => {
    const sampleLead = (sellerSite?: string) =>
      lead({ car: sampleCar?.car_id, ...(sellerSite === undefined ? {} : { sellerSite }) });

    it("requires the seller site ('choose seller *')", async () => {
      for (const body of [sampleLead(), sampleLead("")]) {
        const { status, body: answer } = await post(body);
        expect(status).toBe(400);
        expect(answer).toEqual({
          message: INVALID_INPUT,
          fields: { sellerSite: SELLER_SITE_ERROR },
        });
      }
    });

    it("goes to the chosen site's new-car department", async () => {
      const { status } = await post(sampleLead(sellerOfSample?.site_id));
      expect(status).toBe(200);
      const department = (sellerOfSample?.site_departments ?? []).find(
        (candidate) => candidate.group === "New cars",
      );
      expect(hub.submissions[0]?.values).toMatchObject({
        car: sampleCar?.car_id,
        toName: department?.official_name,
        toEmail: department?.email,
        source: sellerOfSample?.site_id,
      });
    });

    it("refuses a site that does not sell the brand, or no site at all", async () => {
      for (const site of [notSellingSample?.site_id, "no-such-site"]) {
        const { status, body } = await post(sampleLead(site));
        expect(status).toBe(400);
        expect(body.fields).toEqual({ sellerSite: SELLER_SITE_ERROR });
      }
      expect(hub.submissions).toHaveLength(0);
    });

    it("without a new-car department, logs 'Department not found' and uses the site's address", async () => {
      const error = vi.spyOn(logger, "error").mockImplementation(() => {});
      const siteWithout = {
        ...sellerOfSample,
        site_departments: (sellerOfSample?.site_departments ?? []).filter(
          (department) => department.group !== "New cars",
        ),
      };
      server.use(
        http.post(`${urls.search.url}/search`, async ({ request }) => {
          const body = (await request.clone().json()) as { index: string };
          if (!body.index.includes("site")) return undefined;
          return HttpResponse.json({
            facet: [],
            content: [siteWithout],
            total_items: 1,
            limit: 1,
            offset: 0,
          });
        }),
      );
      const { status } = await post(sampleLead(sellerOfSample?.site_id));
      expect(status).toBe(200);
      expect(error).toHaveBeenCalledWith(
        "car-contact.department-not-found",
        expect.objectContaining({ message: "Department not found" }),
      );
      expect(hub.submissions[0]?.values).toMatchObject({
        toEmail: sellerOfSample?.site_email,
        source: sellerOfSample?.site_id,
      });
    });
  });

  describe("the forms hub failing", () => {
    it("tries 3 times, 1 s apart, then answers the form error (502), logged", async () => {
      const error = vi.spyOn(logger, "error").mockImplementation(() => {});
      vi.spyOn(logger, "warn").mockImplementation(() => {});
      const body = lead({ name: formsHubDemoNames.unavailable });
      const started = Date.now();
      const { status, body: answer } = await post(body);
      expect(status).toBe(502);
      expect(answer.message).toBe(FORM_ERROR);
      expect(hub.attemptsFor(body.formSubmissionId)).toBe(3);
      expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
      expect(error).toHaveBeenCalledWith(
        "car-contact.failed",
        expect.objectContaining({ attempt: 3, formSubmissionId: body.formSubmissionId }),
      );
    });

    it("succeeds on the second attempt when the first one fails", async () => {
      vi.spyOn(logger, "warn").mockImplementation(() => {});
      const body = lead({ name: formsHubDemoNames.flaky });
      const { status } = await post(body);
      expect(status).toBe(200);
      expect(hub.attemptsFor(body.formSubmissionId)).toBe(2);
      expect(hub.submissions).toHaveLength(1);
    });

    it("does not retry a refusal (4xx)", async () => {
      vi.spyOn(logger, "error").mockImplementation(() => {});
      const body = lead({ name: formsHubDemoNames.refused });
      const { status, body: answer } = await post(body);
      expect(status).toBe(502);
      expect(answer.message).toBe(FORM_ERROR);
      expect(hub.attemptsFor(body.formSubmissionId)).toBe(1);
    });
  });
});
