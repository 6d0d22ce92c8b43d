import { describe, expect, it } from "vitest";
import { quietPrefetchMiss } from "./quiet-prefetch";

const dataRequest = (headers: Record<string, string> = {}) =>
  new Request("https://automotive-se.example/finns-inte.data", { headers });
const routeAnswer = (status: number, remix = true) =>
  new Response("turbo-stream body", {
    status,
    headers: remix ? { "X-Remix-Response": "yes", "Cache-Control": "max-age=60" } : {},
  });

describe("quiet prefetch of a missing page", () => {
  it("answers a prefetch that finds no page with 200 and the route's 404 in the body", async () => {
    const response = quietPrefetchMiss(
      routeAnswer(404),
      dataRequest({ "Sec-Purpose": "prefetch" }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("turbo-stream body");
    expect(response.headers.get("x-remix-response")).toBe("yes");
    expect(response.headers.get("cache-control")).toBe("max-age=60");
    expect(response.headers.get("vary")).toContain("Sec-Purpose");
    expect(quietPrefetchMiss(routeAnswer(404), dataRequest({ Purpose: "prefetch" })).status).toBe(
      200,
    );
  });

  it("keeps the 404 for a navigation, and leaves other answers alone", () => {
    const navigation = quietPrefetchMiss(routeAnswer(404), dataRequest());
    expect(navigation.status).toBe(404);
    expect(navigation.headers.get("vary")).toContain("Sec-Purpose");
    const prefetch = dataRequest({ "Sec-Purpose": "prefetch" });
    expect(quietPrefetchMiss(routeAnswer(500), prefetch).status).toBe(500);
    expect(quietPrefetchMiss(routeAnswer(404, false), prefetch).status).toBe(404);
    const found = routeAnswer(200);
    expect(quietPrefetchMiss(found, prefetch)).toBe(found);
  });
});
