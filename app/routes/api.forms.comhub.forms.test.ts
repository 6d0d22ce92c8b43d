// @vitest-environment node
import { setupServer } from "msw/node";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  demoFormIds,
  failingDemoFormId,
  formBuilderHandlers,
} from "../../api-adapters/mocks/formbuilder";
import {
  createFormsHubDemo,
  formsHubDemoNames,
  formsHubHandlers,
} from "../../api-adapters/mocks/forms";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import { searchHandlers } from "../../api-adapters/mocks/search/handlers";
import { logger } from "../../api-adapters/shared/logger";
import { addDaysToKey, todayKeyIn } from "../../design-system/flows/LeadForms/rules";
import { loadConfig } from "../../server/env";
import { memoryRouteLimits } from "../../server/limits/route-limits";
import { createUpstreamClients } from "../../server/upstream-clients";
import { resolveSite } from "../../sites/resolve";
import { sameSiteJsonRequest } from "../lib/json-post.testing";
import { action } from "./api.forms.comhub";
import { action as jotform } from "./api.jotform";

/*
 * POST /api/forms/comhub for the sell-car form, the Norwegian service request and the form
 * builder's forms (issue 20), and POST /api/jotform: their answers and texts, the values the
 * demo hub files, formSubmissionId idempotency, and hostile input answered with a 4xx.
 */

const config = loadConfig({});
const urls = config.upstreams;
const hub = createFormsHubDemo();
const server = setupServer(
  ...searchHandlers(urls.search.url),
  ...formsHubHandlers(urls.forms.url, hub),
  ...formBuilderHandlers(urls.formBuilder.url),
);
let limits = memoryRouteLimits();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  hub.reset();
  limits = memoryRouteLimits();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const norwegianDealer = demoSearchData().sitesBySite["automotive-no"]?.[0];
const today = todayKeyIn("Europe/Oslo");

interface PostOptions {
  site?: string;
  headers?: Record<string, string>;
  method?: string;
  path?: string;
}

async function post(
  body: unknown,
  {
    site = "retail-uk",
    headers = {},
    method = "POST",
    path = "/api/forms/comhub",
  }: PostOptions = {},
) {
  const host = `http://${site}.localhost`;
  const request = sameSiteJsonRequest(`${host}${path}`, body, { headers, method });
  const context = {
    config,
    cspNonce: "",
    upstream: createUpstreamClients(config),
    limits,
    site: resolveSite(new URL(host).host, config.siteHosts),
  } as AppLoadContext;
  const args = { request, context, params: {} };
  const response =
    path === "/api/jotform"
      ? await jotform(args as Parameters<typeof jotform>[0])
      : await action(args as Parameters<typeof action>[0]);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const envelope = (formName: string, values: Record<string, unknown>) => ({
  formName,
  formSubmissionId: crypto.randomUUID(),
  values,
});

const sellCar = (values: Record<string, unknown> = {}) =>
  envelope("sell-car", {
    regno: "ab12 cde",
    mileage: 48000,
    name: "Sam Jones",
    phone: "07700 900123",
    email: "sam@example.co.uk",
    intent: "tradeIn",
    ...values,
  });

const serviceRequest = (values: Record<string, unknown> = {}) =>
  envelope("service-request-no", {
    dealer: norwegianDealer?.site_id,
    name: "Ola Nordmann",
    phone: "+47 912 34 567",
    email: "ola@example.no",
    regno: "EL 12345",
    mileage: "",
    date: today,
    vehicle: "car",
    services: ["EU-kontroll"],
    message: "",
    consent: true,
    ...values,
  });

const builderAnswers = (values: Record<string, unknown> = {}) =>
  envelope("form-builder", {
    formId: demoFormIds.testDriveEvent,
    fullName: "Sam Jones",
    email: "sam@example.co.uk",
    phone: "",
    model: "BMW i4",
    day: "2026-12-01",
    ...values,
  });

describe("the sell-car form", () => {
  it("files the cleaned values with the site: 202 and the success text", async () => {
    const body = sellCar();
    const { status, body: answer } = await post(body);
    expect(status).toBe(202);
    expect(answer).toEqual({
      ok: true,
      message: "We have your details and will contact you with an offer soon.",
    });
    expect(hub.submissions).toEqual([
      {
        formName: "sell-car",
        formSubmissionId: body.formSubmissionId,
        values: {
          regno: "AB12CDE",
          mileage: 48000,
          name: "Sam Jones",
          phone: "07700 900123",
          email: "sam@example.co.uk",
          intent: "tradeIn",
          site: "retail-uk",
        },
      },
    ]);
  });

  it("answers in the site's language", async () => {
    const { body } = await post(sellCar({ phone: "1" }), { site: "carstore-fi" });
    expect(body).toEqual({
      message: "Joitakin kenttiä puuttuu tai ne ovat virheellisiä. Tarkista merkityt kentät.",
      fields: {
        phone: "Kirjoita puhelinnumero, jossa on 6–20 numeroa (välilyönnit ja alun + käyvät).",
      },
    });
  });

  it("a hub failing after 3 attempts: 502 with the failure text, and the id given back", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    vi.spyOn(logger, "error").mockImplementation(() => {});
    const body = sellCar({ name: formsHubDemoNames.unavailable });
    const first = await post(body);
    expect(first).toEqual({
      status: 502,
      body: { message: "Sorry, your details could not be sent. Please try again later." },
    });
    expect(hub.attemptsFor(body.formSubmissionId)).toBe(3);
    // The same submission tried again goes to the hub again (the failed send kept no claim).
    await post(body);
    expect(hub.attemptsFor(body.formSubmissionId)).toBe(6);
  }, 15_000);

  it("sends a submission once: a repeat of its formSubmissionId is 202 without a second filing", async () => {
    const body = sellCar();
    expect((await post(body)).status).toBe(202);
    const repeat = await post(body);
    expect(repeat.status).toBe(202);
    expect(repeat.body).toMatchObject({ ok: true, duplicate: true });
    expect(hub.submissions).toHaveLength(1);
    expect(hub.attemptsFor(body.formSubmissionId)).toBe(1);
  });
});

describe("the Norwegian service request", () => {
  it("has a demo dealer", () => expect(norwegianDealer).toBeDefined());

  it("files the request with the dealer's address decided here: 202", async () => {
    const body = serviceRequest();
    const { status, body: answer } = await post(body, { site: "automotive-no" });
    expect(status).toBe(202);
    expect(answer.message).toBe("Vi tar kontakt med deg for å bekrefte din booking.");
    const [filed] = hub.submissions;
    expect(filed?.values).toMatchObject({
      dealer: norwegianDealer?.site_id,
      source: norwegianDealer?.site_id,
      regno: "EL12345",
      date: today,
      vehicle: "car",
      services: ["EU-kontroll"],
      consent: true,
      site: "automotive-no",
    });
    expect(filed?.values.toEmail).toMatch(/@/);
    expect(filed?.values).not.toHaveProperty("mileage");
  });

  it.each([
    [{ dealer: "no-such-dealer" }, "dealer", "Velg en av forhandlerne i listen."],
    [{ date: addDaysToKey(today, -1) }, "date", "Velg en dato fra og med i dag."],
    [{ consent: false }, "consent", "Du må samtykke før vi kan behandle henvendelsen."],
    [
      { vehicle: "motorcycle", services: ["Hjulskift"] },
      "services",
      "Velg blant tjenestene i listen.",
    ],
    [{ regno: "" }, "regno", "Skriv inn registreringsnummeret (2–10 bokstaver og sifre)."],
  ])("refuses %o: 400 with the field's message", async (change, field, message) => {
    const { status, body } = await post(serviceRequest(change), { site: "automotive-no" });
    expect(status).toBe(400);
    expect((body.fields as Record<string, string>)[field]).toBe(message);
    expect(hub.submissions).toEqual([]);
  });

  it("the hub failing: 'Noe gikk galt, vennligst prøv igjen senere.'", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => {});
    vi.spyOn(logger, "error").mockImplementation(() => {});
    const { status, body } = await post(serviceRequest({ name: formsHubDemoNames.refused }), {
      site: "automotive-no",
    });
    expect(status).toBe(502);
    expect(body.message).toBe("Noe gikk galt, vennligst prøv igjen senere.");
  });
});

describe("the form builder's forms", () => {
  it("files the answers checked against the form's definition: 202", async () => {
    const { status } = await post(builderAnswers());
    expect(status).toBe(202);
    expect(hub.submissions[0]?.values).toEqual({
      formId: demoFormIds.testDriveEvent,
      fullName: "Sam Jones",
      email: "sam@example.co.uk",
      phone: "",
      model: "BMW i4",
      day: "2026-12-01",
    });
  });

  it.each([
    [{ model: "Trabant" }, "model", "Choose one of the options."],
    [{ fullName: "" }, "fullName", "This field is required."],
    [{ toEmail: "x@evil.example" }, "toEmail"],
  ])("refuses %o: 400", async (change, field, message?: string) => {
    const { status, body } = await post(builderAnswers(change));
    expect(status).toBe(400);
    const fields = body.fields as Record<string, string>;
    expect(fields).toHaveProperty(field);
    if (message) expect(fields[field]).toBe(message);
  });
});

describe("hostile input: a clear 4xx, never a 500", () => {
  it.each<[string, unknown, PostOptions, number]>([
    ["GET", null, { method: "GET" }, 405],
    ["PUT", sellCar(), { method: "PUT" }, 405],
    ["a text body", sellCar(), { headers: { "Content-Type": "text/plain" } }, 415],
    [
      "another site",
      sellCar(),
      { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } },
      403,
    ],
    ["not JSON", "{nope", {}, 400],
    ["JSON null", null, {}, 400],
    ["an array", [sellCar()], {}, 400],
    ["no formName", { ...sellCar(), formName: undefined }, {}, 400],
    ["an unknown formName", { ...sellCar(), formName: "payroll" }, {}, 400],
    ["a formName of another type", { ...sellCar(), formName: 7 }, {}, 400],
    [
      "the Norwegian form on a British site",
      { ...serviceRequest(), formName: "service-request-no" },
      {},
      400,
    ],
    ["a formSubmissionId that is no uuid", { ...sellCar(), formSubmissionId: "1" }, {}, 400],
    ["values that are no object", { ...sellCar(), values: "x" }, {}, 400],
    ["an extra envelope field", { ...sellCar(), toEmail: "x@evil.example" }, {}, 400],
    ["a bad formId", builderAnswers({ formId: "../../etc" }), {}, 400],
    ["an unknown formId", builderAnswers({ formId: "999" }), {}, 404],
    ["the unknown host", sellCar(), { site: "nowhere" }, 404],
  ])("%s → %i", async (_name, body, options, status) => {
    const answer = await post(body, options);
    expect(answer.status).toBe(status);
    expect(hub.submissions).toEqual([]);
  });
});

describe("POST /api/jotform", () => {
  it("answers a form's definition as content[0].answers", async () => {
    const { status, body } = await post(
      { formId: demoFormIds.customerSurvey },
      { path: "/api/jotform" },
    );
    expect(status).toBe(200);
    const [first] = body.content as { answers: Record<string, { name: string }> }[];
    expect(Object.values(first?.answers ?? {}).map((question) => question.name)).toEqual([
      "visitReason",
      "topics",
      "comments",
      "email",
    ]);
  });

  it("the form builder failing: 502, logged", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => {});
    const { status } = await post({ formId: failingDemoFormId }, { path: "/api/jotform" });
    expect(status).toBe(502);
    expect(error).toHaveBeenCalledWith(
      "form-builder.upstream-failed",
      expect.objectContaining({ formId: failingDemoFormId }),
    );
  });

  it.each<[string, unknown, PostOptions, number]>([
    ["GET", null, { method: "GET" }, 405],
    ["a text body", { formId: "1" }, { headers: { "Content-Type": "text/plain" } }, 415],
    [
      "another site",
      { formId: "1" },
      { headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" } },
      403,
    ],
    ["no formId", {}, {}, 400],
    ["a formId with letters", { formId: "abc" }, {}, 400],
    ["a formId as a number", { formId: 241000000000001 }, {}, 400],
    ["an extra field", { formId: demoFormIds.customerSurvey, apiKey: "x" }, {}, 400],
    ["not JSON", "{nope", {}, 400],
    ["an unknown form", { formId: "999" }, {}, 404],
  ])("%s → %i", async (_name, body, options, status) => {
    expect((await post(body, { ...options, path: "/api/jotform" })).status).toBe(status);
  });
});
