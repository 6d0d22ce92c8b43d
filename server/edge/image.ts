import { availableParallelism } from "node:os";
import type { RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { logger } from "../../api-adapters/shared/logger";
import { cacheControl } from "../../app/lib/cache-control";
import { encodeImage, outputFormat, type OutputFormat } from "./image-encoder";
import { fetchImage, ImageFetchError } from "./image-fetch";
import { QueueFullError, TransformQueue } from "./transform-queue";
import { checkUpstreamPath, mediaMount } from "./upstream-path";

/** The widths the design system asks for (Image: 320, 640, 1280, 1920). */
export const imageWidths = [320, 640, 1280, 1920] as const;
const maxSourceBytes = 20 * 1024 * 1024;
export const imageCacheControl =
  "public, max-age=2592000, s-maxage=31536000, stale-while-revalidate=86400";
/** Seconds a client is asked to wait when every transform slot and queue place is taken. */
const busyRetryAfter = 5;

export interface ImageRouteOptions {
  /** Origin of the edge media host: `/-/media/...` paths are fetched from here. */
  mediaOrigin: string;
  /** Other hosts whose images may be optimised. */
  allowedHosts: readonly string[];
  timeoutMs: number;
  /** Transforms run at once; default all cores but one (at least one), so requests still run. */
  concurrency?: number;
  /** Requests that may wait for a transform; beyond them 503. Default 8. */
  maxWaiting?: number;
  /** Bytes of encoded images kept in memory. Default 64 MB. */
  cacheBytes?: number;
}

export interface ImageSource {
  /** What is fetched. */
  url: URL;
  /** The one spelling of this source: cache key and the `url` of the canonical query. */
  canonical: string;
  /** The configured media host: trusted wherever it lives (its address is not vetted). */
  trusted: boolean;
}

type Resolution = ImageSource | { error: string; status: 400 | 403 };

/**
 * Resolves the `url` parameter: a media path (`/-/media/…`, `/-/jssmedia/…`) or an absolute
 * media-host URL is fetched from the configured media host; another absolute URL only from an
 * allow-listed host. A query or fragment is refused rather than stripped: it would make many
 * spellings (cache keys at the CDN and here) of one image, and stripping would serve a different
 * resource than asked for without saying so.
 */
export function resolveImageSource(
  raw: string | undefined,
  options: Pick<ImageRouteOptions, "mediaOrigin" | "allowedHosts">,
): Resolution {
  if (!raw) return { error: "url is required", status: 400 };
  if (/[?#]/.test(raw)) return { error: "url must not carry a query or fragment", status: 400 };
  const mediaOrigin = new URL(options.mediaOrigin).origin;
  if (raw.startsWith("/") && !raw.startsWith("//") && !raw.startsWith("/\\")) {
    return mediaSource(raw, mediaOrigin);
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: "url is not a URL", status: 400 };
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password) {
    return { error: "host is not allowed", status: 403 };
  }
  if (url.hostname === new URL(mediaOrigin).hostname) {
    if (url.origin !== mediaOrigin) return { error: "host is not allowed", status: 403 };
    // The path as written (after the authority), before the URL parser resolved anything.
    return mediaSource(raw.slice(raw.indexOf("/", raw.indexOf("//") + 2)), mediaOrigin);
  }
  if (!options.allowedHosts.includes(url.hostname)) {
    return { error: "host is not allowed", status: 403 };
  }
  return { url, canonical: url.href, trusted: false };
}

function mediaSource(rawPath: string, mediaOrigin: string): Resolution {
  const check = checkUpstreamPath(rawPath, mediaMount);
  if (!check.ok) return { error: `only media paths (${check.reason})`, status: 400 };
  const url = new URL(`${mediaOrigin}${rawPath}`);
  return { url, canonical: url.pathname, trusted: true };
}

type ImageRequest =
  | { source: ImageSource; width: number; canonicalQuery: string }
  | { error: string; status: 400 | 403 };

/** Exactly `url` and `w`, once each; `w` one of the device widths. */
export function parseImageQuery(
  rawQuery: string,
  options: Pick<ImageRouteOptions, "mediaOrigin" | "allowedHosts">,
): ImageRequest {
  const params = new URLSearchParams(rawQuery);
  const names = [...params.keys()].sort();
  if (names.length !== 2 || names[0] !== "url" || names[1] !== "w") {
    return { error: "only the parameters url and w, once each", status: 400 };
  }
  const width = Number(params.get("w"));
  if (!(imageWidths as readonly number[]).includes(width)) {
    return { error: `w must be one of ${imageWidths.join(", ")}`, status: 400 };
  }
  const source = resolveImageSource(params.get("url") ?? undefined, options);
  if ("error" in source) return source;
  return {
    source,
    width,
    canonicalQuery: `url=${encodeURIComponent(source.canonical)}&w=${width}`,
  };
}

function refuse(res: Response, status: number, message: string): void {
  res.status(status).set("Cache-Control", cacheControl.noStore).json({ message });
}

/**
 * `/api/image?url=…&w=…`: fetches an image from the media host or an allow-listed host, resizes it
 * to one of the device widths and re-encodes it (AVIF or WebP when the browser accepts them).
 *
 * CPU is bounded: a few transforms at once, a short queue, then 503 with Retry-After; encoded
 * images are kept in a memory cache bounded by bytes, and concurrent requests for the same image
 * share one transform. Every image has one URL: other spellings of a valid request are redirected
 * to it, so the CDN keeps one copy. Allow-listed hosts must resolve to public addresses (checked
 * when connecting); redirects are not followed and sizes are capped.
 */
export function imageRoute(options: ImageRouteOptions): RequestHandler {
  // libvips threads per image: one, so a single encode cannot take every core.
  sharp.concurrency(1);
  const queue = new TransformQueue(
    options.concurrency ?? Math.max(1, availableParallelism() - 1),
    options.maxWaiting ?? 8,
  );
  const cache = new LRUCache<string, Buffer>({
    maxSize: options.cacheBytes ?? 64 * 1024 * 1024,
    sizeCalculation: (image) => Math.max(1, image.length),
  });
  const inFlight = new Map<string, Promise<Buffer>>();

  const transform = (key: string, source: ImageSource, width: number, format: OutputFormat) => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const job = queue
      .run(async () => {
        const input = await fetchImage(source.url, {
          timeoutMs: options.timeoutMs,
          maxBytes: maxSourceBytes,
          trusted: source.trusted,
        });
        return encodeImage(input, width, format);
      })
      .then((image) => {
        cache.set(key, image);
        return image;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  };

  return async (req, res) => {
    const queryAt = req.originalUrl.indexOf("?");
    const rawQuery = queryAt === -1 ? "" : req.originalUrl.slice(queryAt + 1);
    const request = parseImageQuery(rawQuery, options);
    if ("error" in request) {
      refuse(res, request.status, request.error);
      return;
    }
    const { source, width, canonicalQuery } = request;
    if (rawQuery !== canonicalQuery) {
      res
        .set("Cache-Control", cacheControl.publicFile)
        .redirect(301, `/api/image?${canonicalQuery}`);
      return;
    }

    const format = outputFormat(req.get("accept"));
    const key = `${format} ${width} ${source.canonical}`;
    let image = cache.get(key);
    if (!image) {
      try {
        image = await transform(key, source, width, format);
      } catch (error) {
        if (error instanceof QueueFullError) {
          res.set("Retry-After", String(busyRetryAfter));
          refuse(res, 503, "busy, try again shortly");
        } else if (error instanceof ImageFetchError) {
          if (error.status >= 500) {
            logger.warn("image.upstream-failed", { url: source.canonical, message: error.message });
          }
          refuse(
            res,
            error.status,
            error.status === 403 ? "address is not allowed" : error.message,
          );
        } else {
          logger.error("image.failed", { url: source.canonical, message: String(error) });
          refuse(res, 502, "image could not be transformed");
        }
        return;
      }
    }
    res
      .status(200)
      .set("Content-Type", `image/${format}`)
      .set("Cache-Control", imageCacheControl)
      .set("Vary", "Accept")
      .send(image);
  };
}
