import { afterEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "../shared/errors";
import { logger } from "../shared/logger";
import { createMediaClient } from "./client";
import { mediaRegNo, mediaRoutePath } from "./reg-no";
import { autosOnShowMediaSchema } from "./schemas";

const valid = {
  videoUrl: "/-/media/autosonshow/AB12CDE/walkaround.mp4",
  images360: ["/-/media/a/1.jpg", "https://cdn.example/a/2.jpg"],
  internal360: null,
  hasVideo: true,
  hasInternal360: false,
  has360: true,
};

function clientAnswering(response: Response | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  return {
    fetch,
    client: createMediaClient({
      baseUrl: "https://media.example/api/",
      apiKey: "key",
      timeoutMs: 1000,
      fetch: fetch as unknown as typeof globalThis.fetch,
    }),
  };
}

afterEach(() => vi.restoreAllMocks());

describe("autos-on-show media schema", () => {
  it("accepts the service's fields and fills absent media as empty", () => {
    expect(autosOnShowMediaSchema.parse(valid)).toEqual(valid);
    expect(
      autosOnShowMediaSchema.parse({ hasVideo: false, hasInternal360: false, has360: false }),
    ).toEqual({
      videoUrl: null,
      images360: [],
      internal360: null,
      hasVideo: false,
      hasInternal360: false,
      has360: false,
    });
  });

  it.each([
    ["a flag that is not a boolean", { ...valid, has360: "yes" }],
    ["a video flag without its address", { ...valid, videoUrl: null }],
    ["a 360 flag without frames", { ...valid, images360: [] }],
    ["an interior flag without its panorama", { ...valid, hasInternal360: true }],
    ["a script address", { ...valid, videoUrl: "javascript:alert(1)" }],
    ["a protocol-relative address", { ...valid, images360: ["//evil.example/1.jpg", "/a.jpg"] }],
    ["a plain http address", { ...valid, images360: ["http://cdn.example/1.jpg", "/a.jpg"] }],
  ])("rejects %s", (_name, media) => {
    expect(autosOnShowMediaSchema.safeParse(media).success).toBe(false);
  });
});

describe("registration numbers for the media route", () => {
  it.each([
    ["AB12 CDE", "AB12CDE"],
    ["abc-123", "ABC123"],
    ["EL 12345", "EL12345"],
  ])("%s -> %s", (input, expected) => {
    expect(mediaRegNo(input)).toBe(expected);
    expect(mediaRoutePath(input)).toBe(`/api/autosonshow/${expected}`);
  });
  it.each(["A", "ABCDEFGHIJK", "AB/12", "AB..12", "AB%2F12", ""])("refuses %j", (input) => {
    expect(mediaRegNo(input)).toBeUndefined();
    expect(mediaRoutePath(input)).toBeUndefined();
  });
});

describe("media client", () => {
  it("asks the service for the compact plate with its key and returns the media", async () => {
    const { client, fetch } = clientAnswering(Response.json(valid));
    expect(await client.mediaByRegNo("AB12 CDE")).toEqual(valid);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://media.example/api/AB12CDE");
    expect(new Headers(init.headers).get("X-API-KEY")).toBe("key");
  });

  it("answers null when the service has no media (404) or the plate is unusable", async () => {
    expect(
      await clientAnswering(new Response(null, { status: 404 })).client.mediaByRegNo("AB12CDE"),
    ).toBeNull();
    const { client, fetch } = clientAnswering(Response.json(valid));
    expect(await client.mediaByRegNo("../x")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects malformed media with the reason logged", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const { client } = clientAnswering(Response.json({ ...valid, hasVideo: "true" }));
    await expect(client.mediaByRegNo("AB12CDE")).rejects.toMatchObject({
      failure: "invalid-response",
    });
    expect(error).toHaveBeenCalledWith(
      "upstream.invalid-response",
      expect.objectContaining({
        upstream: "autosOnShow",
        reason: expect.stringContaining("hasVideo"),
      }),
    );
  });

  it("turns error statuses and network failures into logged UpstreamErrors", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await expect(
      clientAnswering(new Response(null, { status: 503 })).client.mediaByRegNo("AB12CDE"),
    ).rejects.toBeInstanceOf(UpstreamError);
    await expect(
      clientAnswering(new TypeError("fetch failed")).client.mediaByRegNo("AB12CDE"),
    ).rejects.toMatchObject({ failure: "network" });
    expect(error).toHaveBeenCalledTimes(2);
  });
});
