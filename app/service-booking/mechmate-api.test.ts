// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { BookingApiError } from "../../design-system/flows/ServiceBooking/types";
import { departmentsEvent } from "./departments-stream";
import { createMechmateApi } from "./mechmate-api";

const site = {
  departmentId: "D1001",
  siteId: "S1001",
  siteName: "Bilverkstad Bromma",
  address: "Ulvsundavägen 106, 168 67 Bromma",
  latitude: 59.3446,
  longitude: 17.9511,
  brands: ["Volvo"],
  firstTimeSlot: "2030-01-07T08:00:00",
};

function fakeFetch(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const doFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    return answer(String(input), init);
  });
  return { calls, fetch: doFetch as unknown as typeof fetch };
}

/** A stream body that arrives in the given pieces (split anywhere, even inside an event). */
function streamed(pieces: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": "text/event-stream" } });
}

const handlers = () => ({ onSite: vi.fn(), onNoSites: vi.fn(), onError: vi.fn() });
const request = {
  regNo: "ABC123",
  serviceOfferings: ["basservice", "hjulskifte"],
  latitude: 59.33,
  longitude: 18.07,
};

describe("createMechmateApi", () => {
  it("calls our routes with the specs' paths and answers their data", async () => {
    const { calls, fetch } = fakeFetch((url) => {
      if (url.startsWith("/api/mechmate/car/")) {
        return Response.json({
          registrationNumber: "ABC123",
          brand: "Volvo",
          hasServiceAgreement: false,
          isSupported: true,
        });
      }
      if (url.startsWith("/api/mechmate/authorized-workshop/"))
        return Response.json({ hasBrand: true });
      if (url.startsWith("/api/mechmate/prices/")) {
        return Response.json({ offers: [{ code: "basservice", price: 2590 }] });
      }
      if (url.startsWith("/api/mechmate/timeslots/")) return Response.json([]);
      return Response.json({ serviceOfferingCategories: [] });
    });
    const api = createMechmateApi({ connectionFailedText: "Ingen anslutning", fetch });
    await expect(api.lookupCar("ABC123")).resolves.toMatchObject({ brand: "Volvo" });
    await expect(api.hasAuthorizedWorkshop("Land Rover")).resolves.toBe(true);
    await expect(
      api.services("ABC123", { name: "Stockholm", latitude: 59.33, longitude: 18.07 }),
    ).resolves.toEqual([]);
    await expect(api.prices("ABC123", 4500, "D1001", ["basservice"])).resolves.toEqual([
      { code: "basservice", price: 2590 },
    ]);
    await api.timeslots("ABC123", "D1001", "2030-01-07", ["basservice", "hjulskifte"]);
    expect(calls.map((call) => call.url)).toEqual([
      "/api/mechmate/car/ABC123",
      "/api/mechmate/authorized-workshop/Land-Rover",
      "/api/mechmate/services/ABC123?lat=59.33&lng=18.07",
      "/api/mechmate/prices/ABC123/4500/D1001?serviceOfferings=basservice",
      "/api/mechmate/timeslots/from/ABC123/D1001/2030-01-07T00%3A00%3A00/?serviceOfferings=basservice%2Chjulskifte",
    ]);
  });

  it("posts the booking as JSON and answers its id", async () => {
    const { calls, fetch } = fakeFetch(() => Response.json({ id: "SB-100001" }));
    const api = createMechmateApi({ connectionFailedText: "Ingen anslutning", fetch });
    const booking = {
      customer: { firstName: "Anna", lastName: "Berg", phone: "0701234567", email: "a@b.se" },
      departmentId: "D1001",
      timeSlot: "2030-01-07T08:00:00",
      isFullDay: false,
      registrationNumber: "ABC123",
      serviceOfferingRequests: [{ kobraId: "basservice" }],
    };
    await expect(api.book(booking)).resolves.toEqual({ id: "SB-100001" });
    expect(calls[0]?.init?.method).toBe("POST");
    expect(new Headers(calls[0]?.init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(booking);
  });

  it("throws BookingApiError with the route's message and status", async () => {
    const { fetch } = fakeFetch(() =>
      Response.json({ message: "Bokningen kunde inte genomföras." }, { status: 422 }),
    );
    const failure = createMechmateApi({
      connectionFailedText: "Ingen anslutning",
      fetch,
    }).lookupCar("ERR009");
    await expect(failure).rejects.toBeInstanceOf(BookingApiError);
    await expect(failure).rejects.toMatchObject({
      message: "Bokningen kunde inte genomföras.",
      status: 422,
    });
  });

  it("throws the connection text when no answer comes, or an answer of another shape", async () => {
    const offline = createMechmateApi({
      connectionFailedText: "Ingen anslutning",
      fetch: fakeFetch(() => Promise.reject(new TypeError("Failed to fetch"))).fetch,
    });
    await expect(offline.lookupCar("ABC123")).rejects.toMatchObject({
      message: "Ingen anslutning",
      status: undefined,
    });
    const odd = createMechmateApi({
      connectionFailedText: "Ingen anslutning",
      fetch: fakeFetch(() => Response.json({ unexpected: true })).fetch,
    });
    await expect(odd.lookupCar("ABC123")).rejects.toMatchObject({ message: "Ingen anslutning" });
  });

  it("reads the event stream message by message, whatever the chunks, and resolves at its end", async () => {
    const frames = [site, { ...site, departmentId: "D1002" }].map(departmentsEvent).join("");
    const { calls, fetch } = fakeFetch(() =>
      streamed([frames.slice(0, 17), frames.slice(17, 200), frames.slice(200)]),
    );
    const events = handlers();
    await createMechmateApi({ connectionFailedText: "Ingen anslutning", fetch }).closestDepartments(
      { ...request, cursor: "D1000" },
      events,
      new AbortController().signal,
    );
    expect(events.onSite.mock.calls.map(([found]) => found.departmentId)).toEqual([
      "D1001",
      "D1002",
    ]);
    expect(events.onError).not.toHaveBeenCalled();
    expect(calls[0]?.url).toBe(
      "/api/mechmate/departments/closestAvailable?regNo=ABC123&serviceOfferings=basservice%2Chjulskifte&latitude=59.33&longitude=18.07&cursor=D1000",
    );
  });

  it("tells {nosites} and {error}, and a refused stream's message", async () => {
    const none = handlers();
    await createMechmateApi({
      connectionFailedText: "Ingen anslutning",
      fetch: fakeFetch(() => streamed([departmentsEvent({ nosites: true })])).fetch,
    }).closestDepartments(request, none, new AbortController().signal);
    expect(none.onNoSites).toHaveBeenCalledTimes(1);

    const failed = handlers();
    await createMechmateApi({
      connectionFailedText: "Ingen anslutning",
      fetch: fakeFetch(() => streamed([departmentsEvent({ error: "Något gick fel" })])).fetch,
    }).closestDepartments(request, failed, new AbortController().signal);
    expect(failed.onError).toHaveBeenCalledWith("Något gick fel");

    const refused = handlers();
    await createMechmateApi({
      connectionFailedText: "Ingen anslutning",
      fetch: fakeFetch(() => Response.json({ message: "Ogiltig förfrågan" }, { status: 400 }))
        .fetch,
    }).closestDepartments(request, refused, new AbortController().signal);
    expect(refused.onError).toHaveBeenCalledWith("Ogiltig förfrågan");
  });

  it("ends the stream quietly when the signal aborts, and passes the signal to fetch", async () => {
    const visitor = new AbortController();
    const { calls, fetch } = fakeFetch(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError"))),
        ),
    );
    const events = handlers();
    const done = createMechmateApi({
      connectionFailedText: "Ingen anslutning",
      fetch,
    }).closestDepartments(request, events, visitor.signal);
    visitor.abort();
    await expect(done).resolves.toBeUndefined();
    expect(calls[0]?.init?.signal).toBe(visitor.signal);
    expect(events.onError).not.toHaveBeenCalled();
  });

  it("searches the offline Swedish places without a maps key and resolves the chosen one", async () => {
    const api = createMechmateApi({ connectionFailedText: "Ingen anslutning" });
    const suggestions = await api.searchPlaces("göte", new AbortController().signal);
    expect(suggestions).toEqual([{ id: "offline:Göteborg", label: "Göteborg, Sverige" }]);
    const [goteborg] = suggestions;
    if (!goteborg) throw new Error("no suggestion");
    await expect(api.resolvePlace(goteborg)).resolves.toEqual({
      name: "Göteborg",
      latitude: 57.7089,
      longitude: 11.9746,
      region: "Västra Götalands län",
    });
  });
});
