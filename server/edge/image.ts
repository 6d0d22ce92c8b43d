import type { RequestHandler } from "express";
import sharp from "sharp";
import { logger } from "../../api-adapters/shared/logger";
import { resolvesToPrivateAddress } from "./private-address";

/** The widths the design system asks for (Image: 320, 640, 1280, 1920). */
export const imageWidths = [320, 640, 1280, 1920] as const;
const maxSourceBytes = 20 * 1024 * 1024;
export const imageCacheControl =
  "public, max-age=2592000, s-maxage=31536000, stale-while-revalidate=86400";

export interface ImageRouteOptions {
  /** Origin of the edge media host: `/-/media/...` paths are fetched from here. */
  mediaOrigin: string;
  /** Other hosts whose images may be optimised. */
  allowedHosts: readonly string[];
  /** Hosts answered in-process by the demo mocks (no DNS to vet). */
  mockedHosts: readonly string[];
  timeoutMs: number;
}

type Resolution = { url: URL } | { error: string; status: number };

export function resolveImageSource(
  raw: string | undefined,
  options: ImageRouteOptions,
): Resolution {
  if (!raw) return { error: "url is required", status: 400 };
  if (raw.startsWith("/") && !raw.startsWith("//") && !raw.startsWith("/\\")) {
    if (!/^\/-\/(media|jssmedia)\//i.test(raw)) return { error: "only media paths", status: 400 };
    return { url: new URL(raw, options.mediaOrigin) };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { error: "url is not a URL", status: 400 };
  }
  const mediaHost = new URL(options.mediaOrigin).hostname;
  const allowed = [mediaHost, ...options.allowedHosts].includes(url.hostname.toLowerCase());
  if (!/^https?:$/.test(url.protocol) || !allowed || url.username || url.password) {
    return { error: "host is not allowed", status: 403 };
  }
  return { url };
}

function outputFormat(accept: string | undefined): "avif" | "webp" | "jpeg" {
  if (accept?.includes("image/avif")) return "avif";
  if (accept?.includes("image/webp")) return "webp";
  return "jpeg";
}

/**
 * `/api/image?url=…&w=…`: fetches an image from the media host or an allow-listed host, resizes it
 * to one of the device widths and re-encodes it (AVIF or WebP when the browser accepts them).
 * Private and link-local addresses are refused, redirects are not followed, sizes are capped.
 */
export function imageRoute(options: ImageRouteOptions): RequestHandler {
  return async (req, res) => {
    const width = Number(req.query.w);
    if (!(imageWidths as readonly number[]).includes(width)) {
      res
        .status(400)
        .set("Cache-Control", "no-store")
        .json({ message: `w must be one of ${imageWidths.join(", ")}` });
      return;
    }
    const source = resolveImageSource(
      typeof req.query.url === "string" ? req.query.url : undefined,
      options,
    );
    if ("error" in source) {
      res.status(source.status).set("Cache-Control", "no-store").json({ message: source.error });
      return;
    }
    const { url } = source;
    if (
      !options.mockedHosts.includes(url.hostname) &&
      (await resolvesToPrivateAddress(url.hostname))
    ) {
      res.status(403).set("Cache-Control", "no-store").json({ message: "address is not allowed" });
      return;
    }

    try {
      const upstream = await fetch(url, {
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const type = upstream.headers.get("content-type") ?? "";
      const length = Number(upstream.headers.get("content-length") ?? 0);
      if (!upstream.ok || !type.startsWith("image/") || length > maxSourceBytes) {
        res
          .status(upstream.ok ? 415 : 502)
          .set("Cache-Control", "no-store")
          .end();
        return;
      }
      const input = Buffer.from(await upstream.arrayBuffer());
      if (input.length > maxSourceBytes) {
        res.status(413).set("Cache-Control", "no-store").end();
        return;
      }
      const format = outputFormat(req.get("accept"));
      const output = await sharp(input, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .toFormat(format, { quality: format === "avif" ? 55 : 75 })
        .toBuffer();
      res
        .status(200)
        .set("Content-Type", `image/${format}`)
        .set("Cache-Control", imageCacheControl)
        .set("Vary", "Accept")
        .send(output);
    } catch (error) {
      logger.error("image.failed", { url: url.toString(), message: String(error) });
      res.status(502).set("Cache-Control", "no-store").end();
    }
  };
}
