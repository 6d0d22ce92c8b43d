import { http, HttpResponse } from "msw";
import type { AutosOnShowMedia } from "../media/schemas";
import { mediaRegNo } from "../media/reg-no";
import type { Car } from "../search/schemas";
import {
  DEMO_360_FRAME_COUNT,
  interiorPanorama,
  turntableFrame,
  type CarLook,
} from "./autosonshow-drawings";
import { demoSearchData, type DemoSearchData } from "./search/generator";

export const DEMO_AUTOSONSHOW_API_KEY = "demo-autosonshow-key";

export { DEMO_360_FRAME_COUNT } from "./autosonshow-drawings";

const mediaBase = (regNo: string) => `/-/media/autosonshow/${regNo}`;

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/**
 * What the demo media service holds for a car: every demo car with autos_on_show and a
 * registration number has an exterior 360; two in three an interior panorama, one in two a
 * video (the demo video of the media host), chosen by the registration number.
 */
export function demoAutosOnShowMedia(regNo: string): AutosOnShowMedia {
  const seed = hash(regNo);
  const hasVideo = seed % 2 === 0;
  const hasInternal360 = seed % 3 !== 0;
  const base = mediaBase(regNo);
  return {
    hasVideo,
    videoUrl: hasVideo ? `${base}/walkaround.mp4` : null,
    has360: true,
    images360: Array.from(
      { length: DEMO_360_FRAME_COUNT },
      (_, index) => `${base}/360/${index + 1}.svg`,
    ),
    hasInternal360,
    internal360: hasInternal360 ? `${base}/interior.svg` : null,
  };
}

const carsByRegNo = new WeakMap<DemoSearchData, Map<string, Car>>();

/** The demo car with this registration number (any spelling) that has autos-on-show media. */
export function demoAutosOnShowCar(regNo: string): Car | undefined {
  const data = demoSearchData();
  let index = carsByRegNo.get(data);
  if (!index) {
    index = new Map();
    for (const car of Object.values(data.carsBySite).flat()) {
      const compact = car.car_regno ? mediaRegNo(car.car_regno) : undefined;
      if (compact && car.autos_on_show) index.set(compact, car);
    }
    carsByRegNo.set(data, index);
  }
  const compact = mediaRegNo(regNo);
  return compact ? index.get(compact) : undefined;
}

const svgResponse = (svg: string) =>
  new HttpResponse(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=3600" },
  });

function lookOf(regNo: string): CarLook | undefined {
  const car = demoAutosOnShowCar(regNo);
  return car ? demoSearchData().carLooks.get(car.car_id) : undefined;
}

/**
 * The autos-on-show media service: `GET <baseUrl>/<regNo>` with X-API-KEY answers the media of
 * a demo car that has autos_on_show, 404 for any other registration number.
 */
export function autosOnShowHandlers(baseUrl: string, apiKey = DEMO_AUTOSONSHOW_API_KEY) {
  return [
    http.get(`${baseUrl.replace(/\/+$/, "")}/:regNo`, ({ request, params }) => {
      if (request.headers.get("X-API-KEY") !== apiKey) {
        return HttpResponse.json({ error: "Invalid or missing X-API-KEY" }, { status: 401 });
      }
      const regNo = String(params.regNo);
      if (!demoAutosOnShowCar(regNo)) {
        return HttpResponse.json({ error: "No media" }, { status: 404 });
      }
      return HttpResponse.json(demoAutosOnShowMedia(mediaRegNo(regNo) ?? regNo));
    }),
  ];
}

/** The 360 frames and interior panoramas on the media host; the video is the host's demo MP4. */
export function autosOnShowMediaHandlers(origin: string) {
  return [
    http.get(`${origin}/-/media/autosonshow/:regNo/360/:file`, ({ params }) => {
      const look = lookOf(String(params.regNo));
      const frame = Number(/^(\d+)\.svg$/.exec(String(params.file))?.[1] ?? Number.NaN);
      if (!look || !Number.isInteger(frame) || frame < 1 || frame > DEMO_360_FRAME_COUNT) {
        return undefined;
      }
      return svgResponse(turntableFrame(look, frame));
    }),
    http.get(`${origin}/-/media/autosonshow/:regNo/interior.svg`, ({ params }) => {
      const look = lookOf(String(params.regNo));
      return look ? svgResponse(interiorPanorama(look)) : undefined;
    }),
  ];
}
