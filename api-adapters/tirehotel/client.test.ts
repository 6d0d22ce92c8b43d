// @vitest-environment node
import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { demoMessages, demoPlates, tireHotelHandlers } from "../mocks/tirehotel";
import { UpstreamError } from "../shared/errors";
import { createTireHotelBrowserClient } from "./browser-client";
import { createTireHotelUpstreamClient, TireHotelError } from "./upstream-client";

const baseUrl = "https://tirehotel.test.invalid";
const server = setupServer(...tireHotelHandlers(baseUrl));
const client = createTireHotelUpstreamClient({ baseUrl, apiKey: "k", timeoutMs: 200 });

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );

describe("tire hotel adapter", () => {
  it("is refused by the service without its API key", async () => {
    const keyless = createTireHotelUpstreamClient({ baseUrl, apiKey: "", timeoutMs: 200 });
    const error = await failureOf(keyless.search("ABC123"));
    expect(error).toMatchObject({ status: 401, serverMessage: demoMessages.missingApiKey });
  });

  it("gives a 404 TireHotelError for a plate without agreement", async () => {
    const error = await failureOf(client.search(demoPlates.noAgreement));
    expect(error).toBeInstanceOf(TireHotelError);
    expect(error).toMatchObject({ status: 404 });
  });

  it("logs and rejects a 5xx answer", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await failureOf(client.search(demoPlates.upstreamFailure))).toMatchObject({
      status: 500,
    });
    expect(logged.mock.calls.flat().join(" ")).toContain("tirehotel.upstream-error");
  });

  it("times out after the configured time", async () => {
    server.use(
      http.get(`${baseUrl}/authorization/search`, async () => {
        await delay(1000);
        return HttpResponse.json({});
      }),
    );
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const error = await failureOf(client.search("ABC123"));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ failure: "timeout" });
  });
});

describe("browser client of our routes", () => {
  it("returns the status and server message of a failure, status 0 for a network error", async () => {
    const api = createTireHotelBrowserClient({
      basePath: baseUrl,
      fetch: (input, init) => {
        const headers = new Headers(init?.headers);
        headers.set("X-API-KEY", "k");
        return fetch(input, { ...init, headers });
      },
    });
    expect(await api.search(demoPlates.noAgreement)).toEqual({
      ok: false,
      status: 404,
      message: undefined,
    });
    expect(await api.search("ABC123")).toMatchObject({ ok: true, data: { regNo: "ABC123" } });
    server.use(http.get(`${baseUrl}/authorization/search`, () => HttpResponse.error()));
    expect(await api.search("ABC123")).toEqual({ ok: false, status: 0 });
  });
});
