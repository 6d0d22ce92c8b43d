// @vitest-environment node
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autosOnShowMediaSchema } from "../media/schemas";
import {
  DEMO_360_FRAME_COUNT,
  DEMO_AUTOSONSHOW_API_KEY,
  autosOnShowHandlers,
  demoAutosOnShowCar,
  demoAutosOnShowMedia,
} from "./autosonshow";
import { mediaHandlers } from "./media";
import { demoSearchData } from "./search/generator";

const base = "https://autosonshow.mock.invalid";
const mediaHost = "https://media.mock.invalid";
const server = setupServer(...autosOnShowHandlers(base), ...mediaHandlers(mediaHost));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

const cars = Object.values(demoSearchData().carsBySite).flat();
const withMedia = cars.filter((car) => car.autos_on_show === true && car.car_regno);
const get = (regNo: string, key: string | null = DEMO_AUTOSONSHOW_API_KEY) =>
  fetch(`${base}/${regNo}`, { headers: key ? { "X-API-KEY": key } : {} });

describe("demo autos-on-show media", () => {
  it("exists for a share of the demo cars on every car-selling market", () => {
    for (const [site, siteCars] of Object.entries(demoSearchData().carsBySite)) {
      if (siteCars.length === 0) continue;
      const share = siteCars.filter((car) => car.autos_on_show === true).length / siteCars.length;
      expect(share, site).toBeGreaterThan(0.1);
      expect(share, site).toBeLessThan(0.7);
    }
  });

  it("answers a car's media in the service's shape, with working frames and panorama", async () => {
    const car = withMedia[0];
    const regNo = (car?.car_regno ?? "").replace(/[\s-]/g, "");
    const response = await get(regNo);
    expect(response.status).toBe(200);
    const media = autosOnShowMediaSchema.parse(await response.json());
    expect(media.images360).toHaveLength(DEMO_360_FRAME_COUNT);
    const first = await fetch(`${mediaHost}${media.images360[0]}`);
    const quarter = await fetch(`${mediaHost}${media.images360[9]}`);
    expect(first.headers.get("content-type")).toBe("image/svg+xml");
    const [a, b] = [await first.text(), await quarter.text()];
    expect(a).toContain(car?.car_brand ?? "");
    // The frames differ: the car turns.
    expect(a).not.toBe(b);
    expect(b).toContain("90°");
  });

  it("gives some cars a video and an interior panorama, not all", () => {
    const media = withMedia.map((car) =>
      demoAutosOnShowMedia((car.car_regno ?? "").replace(/[\s-]/g, "")),
    );
    expect(media.some((item) => item.hasVideo)).toBe(true);
    expect(media.some((item) => !item.hasVideo)).toBe(true);
    expect(media.some((item) => item.hasInternal360)).toBe(true);
    expect(media.some((item) => !item.hasInternal360)).toBe(true);
    for (const car of withMedia) expect(demoAutosOnShowCar(car.car_regno ?? "")).toBe(car);
  });

  it("answers 404 for a car without media and 401 without the key", async () => {
    const without = cars.find((car) => !car.autos_on_show && car.car_regno);
    expect((await get((without?.car_regno ?? "").replace(/[\s-]/g, ""))).status).toBe(404);
    expect((await get("AB12CDE", null)).status).toBe(401);
  });
});
