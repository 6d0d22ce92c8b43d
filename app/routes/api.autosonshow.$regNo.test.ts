// @vitest-environment node
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import type { AppLoadContext } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { demoAutosOnShowMedia } from "../../api-adapters/mocks/autosonshow";
import { upstreamHandlers } from "../../api-adapters/mocks/handlers";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import { logger } from "../../api-adapters/shared/logger";
import { loadConfig } from "../../server/env";
import { createUpstreamClients } from "../../server/upstream-clients";
import { resolveSite } from "../../sites/resolve";
import { loader } from "./api.autosonshow.$regNo";

const config = loadConfig({});
const upstream = createUpstreamClients(config);
const mediaUrl = config.upstreams.autosOnShow.url;
const server = setupServer(...upstreamHandlers({ autosOnShow: mediaUrl }));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function media(site: string, regNo: string) {
  const url = `http://${site}.localhost/api/autosonshow/${encodeURIComponent(regNo)}`;
  const context = {
    config,
    cspNonce: "",
    upstream,
    site: resolveSite(new URL(url).host, config.siteHosts),
  } as AppLoadContext;
  const response = (await loader({
    request: new Request(url),
    url: new URL(url),
    pattern: "",
    context,
    params: { regNo },
  } as Parameters<typeof loader>[0])) as unknown as { init: ResponseInit | null; data: unknown };
  return {
    status: response.init?.status ?? 200,
    headers: new Headers(response.init?.headers),
    body: response.data,
  };
}

const cars = Object.values(demoSearchData().carsBySite).flat();
const withMedia = cars.find((car) => car.autos_on_show === true && car.car_regno);
const withoutMedia = cars.find((car) => !car.autos_on_show && car.car_regno);
const compact = (regNo: string) => regNo.replace(/[\s-]/g, "");

describe("GET /api/autosonshow/:regNo", () => {
  it("answers the car's media, cacheable, for the plate in any spelling", async () => {
    const regNo = withMedia?.car_regno ?? "";
    const expected = demoAutosOnShowMedia(compact(regNo));
    for (const spelling of [regNo, compact(regNo), compact(regNo).toLowerCase()]) {
      const { status, body, headers } = await media("retail-uk", spelling);
      expect(status).toBe(200);
      expect(body).toEqual(expected);
      expect(headers.get("cache-control")).toContain("public");
    }
    expect(expected.has360).toBe(true);
    expect(expected.images360).toHaveLength(36);
  });

  it("answers 404 when the service has no media for the car", async () => {
    const { status } = await media("automotive-se", withoutMedia?.car_regno ?? "");
    expect(status).toBe(404);
  });

  it.each(["A", "ABCDEFGHIJK", "AB.12", "AB_12", "ÅÄÖ123", "AB12;DROP", "<script>"])(
    "answers 400 for the registration number %j",
    async (regNo) => {
      const { status, headers } = await media("automotive-se", regNo);
      expect(status).toBe(400);
      expect(headers.get("cache-control")).toBe("no-store");
    },
  );

  it("answers 404 on a host that sells no cars", async () => {
    expect((await media("supercharge", withMedia?.car_regno ?? "")).status).toBe(404);
    expect((await media("nosuchsite", withMedia?.car_regno ?? "")).status).toBe(404);
  });

  it("answers 502, not stored, when the service fails", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    server.use(http.get(`${mediaUrl}/:regNo`, () => new HttpResponse(null, { status: 500 })));
    const { status, headers } = await media("retail-uk", withMedia?.car_regno ?? "");
    expect(status).toBe(502);
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("retry-after")).toBeTruthy();
    expect(error).toHaveBeenCalledWith("media.unavailable", expect.anything());
  });

  it("answers 502 with the reason logged when the service answers malformed media", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    server.use(
      http.get(`${mediaUrl}/:regNo`, () =>
        HttpResponse.json({ hasVideo: true, has360: false, hasInternal360: false }),
      ),
    );
    expect((await media("retail-uk", withMedia?.car_regno ?? "")).status).toBe(502);
    expect(error).toHaveBeenCalledWith(
      "upstream.invalid-response",
      expect.objectContaining({ reason: expect.stringContaining("videoUrl") }),
    );
  });
});
