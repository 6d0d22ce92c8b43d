import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { isPrivateAddress, PrivateAddressError, publicOnlyLookup } from "./private-address";

export class ImageFetchError extends Error {
  override name = "ImageFetchError";
  constructor(
    message: string,
    /** The status the image route answers with. */
    readonly status: 403 | 413 | 415 | 502 | 504,
  ) {
    super(message);
  }
}

export interface ImageFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /**
   * Configured upstreams are trusted wherever they live; any other host must resolve to public
   * addresses only, vetted at connect time.
   */
  trusted: boolean;
}

/**
 * Fetches a source image: one GET, no redirects followed, `image/*` only, at most `maxBytes`
 * (counted while streaming, whatever Content-Length says), within `timeoutMs` in all.
 */
export function fetchImage(url: URL, options: ImageFetchOptions): Promise<Buffer> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (!options.trusted && isIP(host) && isPrivateAddress(host)) {
    return Promise.reject(new ImageFetchError("private address", 403));
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        headers: { accept: "image/*" },
        lookup: options.trusted ? undefined : publicOnlyLookup,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        const type = response.headers["content-type"] ?? "";
        const length = Number(response.headers["content-length"] ?? 0);
        const failure =
          response.statusCode !== 200
            ? new ImageFetchError(`upstream answered ${response.statusCode}`, 502)
            : !type.startsWith("image/")
              ? new ImageFetchError(`not an image: ${type.slice(0, 60)}`, 415)
              : length > options.maxBytes
                ? new ImageFetchError("image too large", 413)
                : null;
        if (failure) {
          response.destroy();
          reject(failure);
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > options.maxBytes) {
            response.destroy();
            reject(new ImageFetchError("image too large", 413));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve(Buffer.concat(chunks)));
        response.on("error", (error) => reject(asFetchError(error)));
      },
    );
    request.on("error", (error) => reject(asFetchError(error)));
  });
}

function asFetchError(error: Error): ImageFetchError {
  if (error instanceof ImageFetchError) return error;
  if (error instanceof PrivateAddressError) return new ImageFetchError(error.message, 403);
  if (error.name === "AbortError" || error.name === "TimeoutError") {
    return new ImageFetchError("upstream timed out", 504);
  }
  return new ImageFetchError(error.message, 502);
}
