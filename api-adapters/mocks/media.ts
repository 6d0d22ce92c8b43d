import { http, HttpResponse } from "msw";
import { autosOnShowMediaHandlers } from "./autosonshow";
import { brandMark } from "./brand-mark";
import { demoPdf } from "./demo-document";
import { demoPhotoTiff } from "./demo-photo";
import { demoVideoBase64 } from "./demo-video";
import { searchMediaHandlers } from "./search/handlers";

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619);
  return value >>> 0;
}

/** A deterministic illustration (sky, road, a car's silhouette) for any media path: no network. */
export function demoIllustration(path: string): string {
  const seed = hash(path);
  const hue = seed % 360;
  const carHue = (hue + 150 + (seed % 60)) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,78%)"/><stop offset="1" stop-color="hsl(${hue},45%,92%)"/></linearGradient></defs>
<rect width="1920" height="1080" fill="url(#sky)"/>
<rect y="760" width="1920" height="320" fill="hsl(${hue},10%,28%)"/>
<rect y="900" width="1920" height="14" fill="hsl(${hue},10%,80%)"/>
<path d="M520 760 Q560 600 760 580 L1120 570 Q1280 575 1380 660 L1480 690 Q1540 710 1540 760 L1540 800 L420 800 L420 770 Z" fill="hsl(${carHue},60%,38%)"/>
<path d="M800 600 L1100 592 Q1220 600 1290 660 L760 670 Z" fill="hsl(${carHue},25%,85%)"/>
<circle cx="660" cy="800" r="78" fill="#1b1b1b"/><circle cx="660" cy="800" r="36" fill="#9a9a9a"/>
<circle cx="1320" cy="800" r="78" fill="#1b1b1b"/><circle cx="1320" cy="800" r="36" fill="#9a9a9a"/>
</svg>`;
}

let video: Uint8Array<ArrayBuffer> | undefined;

/** The demo video (a few seconds of a car on a road, H.264 MP4), decoded once. */
export function demoVideo(): Uint8Array<ArrayBuffer> {
  video ??= Uint8Array.from(atob(demoVideoBase64), (char) => char.charCodeAt(0));
  return video;
}

/**
 * A file answered as a media host does: whole, or the one byte range a `Range: bytes=a-b`
 * header asks for (206), which video elements request; a range past the end is a 416.
 */
export function byteRangeResponse(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  range: string | null,
): Response {
  const headers = {
    "Content-Type": contentType,
    "Accept-Ranges": "bytes",
    "Cache-Control": "public, max-age=3600",
  };
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return new HttpResponse(bytes, { headers });
  const size = bytes.length;
  const [start, end] =
    match[1] === ""
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), Math.min(size - 1, match[2] === "" ? size - 1 : Number(match[2]))];
  if (start >= size || start > end) {
    return new HttpResponse(null, { status: 416, headers: { "Content-Range": `bytes */${size}` } });
  }
  return new HttpResponse(bytes.slice(start, end + 1), {
    status: 206,
    headers: { ...headers, "Content-Range": `bytes ${start}-${end}/${size}` },
  });
}

/**
 * The edge media host: PDFs are small generated documents, videos one small real MP4; every
 * other file an illustration.
 */
export function mediaHandlers(origin: string) {
  const answer = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path.toLowerCase().endsWith(".mp4")) {
      return byteRangeResponse(demoVideo(), "video/mp4", request.headers.get("range"));
    }
    if (path.toLowerCase().endsWith(".pdf")) {
      const file = decodeURIComponent(path.slice(path.lastIndexOf("/") + 1));
      return new HttpResponse(demoPdf(file), {
        headers: { "Content-Type": "application/pdf", "Cache-Control": "public, max-age=3600" },
      });
    }
    return new HttpResponse(demoIllustration(path), {
      headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=3600" },
    });
  };
  return [
    // Photo-like raster images (what a camera gives the image route to encode), any name.
    http.get(
      `${origin}/-/media/demo/photos/*`,
      () => new HttpResponse(demoPhotoTiff(), { headers: { "Content-Type": "image/tiff" } }),
    ),
    // Brand logos (the BrandLogos query's `/-/media/brands/<code>[-bw].svg`): a mark per brand.
    http.get(`${origin}/-/media/brands/:file`, ({ params }) => {
      const match = /^([a-z0-9_]+?)(-bw)?\.svg$/i.exec(String(params.file));
      const svg = match?.[1] ? brandMark(match[1], Boolean(match[2])) : undefined;
      if (!svg) return undefined;
      return new HttpResponse(svg, {
        headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=3600" },
      });
    }),
    // Demo car and dealer images first; an unknown id falls through to the illustration.
    ...searchMediaHandlers(origin),
    // Autos-on-show 360 frames and interior panoramas of the demo cars that have them.
    ...autosOnShowMediaHandlers(origin),
    http.get(`${origin}/-/media/*`, answer),
    http.get(`${origin}/-/jssmedia/*`, answer),
  ];
}

/** The CMS host behind /sitecore/api/*, /sitecore/service/* and /-/*: a health answer and 404s. */
export function cmsHostHandlers(origin: string) {
  return [
    http.get(`${origin}/sitecore/api/*`, ({ request }) =>
      request.headers.get("sc_apikey")
        ? HttpResponse.json({ service: "demo-cms", path: new URL(request.url).pathname })
        : HttpResponse.json({ message: "Missing API key" }, { status: 401 }),
    ),
    http.get(`${origin}/sitecore/service/*`, () => new HttpResponse("Not found", { status: 404 })),
    http.get(`${origin}/-/*`, () => new HttpResponse("Not found", { status: 404 })),
  ];
}
