// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "../shared/errors";
import { logger } from "../shared/logger";
import { BOOKING_API_KEY_HEADER, brandPathSegment, createBookingClient } from "./client";

afterEach(() => vi.restoreAllMocks());

function clientAnswering(body: unknown, status = 200) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json(body, { status }));
  const client = createBookingClient({
    baseUrl: "https://booking.example.com/api/",
    apiKey: "secret",
    timeoutMs: 1000,
    fetch,
  });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] ?? [];
    return { url: String(url), init };
  };
  return { client, sent };
}

describe("the booking client", () => {
  it("spells a brand's spaces as hyphens", () => {
    expect(brandPathSegment(" Land  Rover ")).toBe("Land-Rover");
  });

  it("sends the key in its header and the spec's paths and queries", async () => {
    const { client, sent } = clientAnswering([]);
    await client.timeslots("ABC123", "D1", "2026-11-25", ["basservice", "hjulskifte"]);
    expect(sent().url).toBe(
      "https://booking.example.com/api/timeslots/from/ABC123/D1/2026-11-25T00%3A00%3A00/?serviceOfferings=basservice%2Chjulskifte",
    );
    expect(new Headers(sent().init?.headers).get(BOOKING_API_KEY_HEADER)).toBe("secret");
  });

  it("leaves the cursor out of the first batch's query", async () => {
    const { client, sent } = clientAnswering([]);
    await client.closestDepartments({
      regNo: "ABC123",
      serviceOfferings: ["basservice"],
      latitude: 59.3,
      longitude: 18.1,
    });
    const query = new URL(sent().url).searchParams;
    expect(query.has("cursor")).toBe(false);
    expect(query.get("latitude")).toBe("59.3");
  });

  it("rejects an answer that breaks its schema", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const { client } = clientAnswering({ hasBrand: "yes" });
    const error: unknown = await client
      .authorizedWorkshop("Volvo")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).failure).toBe("invalid-response");
  });

  it("rejects more than five workshops in one batch", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const site = {
      departmentId: "D1",
      siteId: "S1",
      siteName: "Verkstad",
      address: "Gatan 1",
      latitude: 59,
      longitude: 18,
      brands: [],
    };
    const { client } = clientAnswering(Array.from({ length: 6 }, () => site));
    await expect(
      client.closestDepartments({ regNo: "A", serviceOfferings: ["x"], latitude: 1, longitude: 1 }),
    ).rejects.toThrow(/malformed/);
  });

  it("does not log a call its caller ended (the visitor left), but logs a failed one", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      init?.signal?.throwIfAborted();
      throw new TypeError("fetch failed");
    });
    const client = createBookingClient({
      baseUrl: "https://b.example",
      apiKey: "k",
      timeoutMs: 1000,
      fetch,
    });
    const query = { regNo: "A", serviceOfferings: ["x"], latitude: 1, longitude: 1 };
    await expect(client.closestDepartments(query, AbortSignal.abort())).rejects.toThrow();
    expect(logged).not.toHaveBeenCalled();
    await expect(client.closestDepartments(query)).rejects.toThrow(/fetch failed/);
    expect(logged).toHaveBeenCalledWith("booking.request-failed", expect.anything());
  });
});
