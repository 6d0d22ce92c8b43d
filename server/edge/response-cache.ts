import type { OutgoingHttpHeaders } from "node:http";
import type { RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { isDocumentRequest, resolvedHost } from "./request-host";

/** One rendered document as it left React Router: status 200, its headers and body. */
interface CachedResponse {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  /** Its `s-maxage` ends here (ms, the cache's clock). */
  freshUntil: number;
}

export interface ResponseCacheOptions {
  /** Bytes of bodies (and headers) kept at most; the least recently used go first. */
  maxBytes: number;
  /** The clock, for tests. */
  now?: () => number;
}

/** Headers of the connection or of the encoding: made again for every answer. */
const perAnswerHeaders = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "keep-alive",
  "transfer-encoding",
  "vary",
]);

/** What a response may vary by and still be shared: the key holds the host and the scheme. */
const keyedVary = new Set(["accept-encoding", "x-forwarded-host", "x-forwarded-proto"]);

/**
 * How long a document may be kept, from its own headers: only a whole, public answer (200,
 * `public` with `s-maxage`, no cookie set, varying by nothing the key leaves out). Personal
 * (`private`, `no-store`), editing (`no-store`), failed (5xx, `no-store`) and degraded pages
 * (`no-store`, server/edge/degradation-scope.ts) are never kept.
 */
export function sharedMaxAgeSeconds(status: number, headers: OutgoingHttpHeaders): number {
  if (status !== 200 || headers["set-cookie"] !== undefined) return 0;
  const vary = String(headers.vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((name) => !keyedVary.has(name))) return 0;
  const directives = String(headers["cache-control"] ?? "")
    .toLowerCase()
    .split(",")
    .map((directive) => directive.trim());
  if (!directives.includes("public")) return 0;
  if (directives.some((d) => d === "private" || d === "no-store" || d === "no-cache")) return 0;
  const sMaxAge = directives.find((directive) => directive.startsWith("s-maxage="));
  const seconds = Number(sMaxAge?.slice("s-maxage=".length));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

function replay(res: Response, cached: CachedResponse, now: number, head: boolean) {
  for (const [name, value] of Object.entries(cached.headers)) {
    if (value !== undefined) res.setHeader(name, value);
  }
  res.setHeader("Age", String(Math.floor((now - cached.storedAt) / 1000)));
  res.status(200);
  if (head) res.end();
  else res.end(cached.body);
}

/**
 * Collects what the handlers write, passing it on unchanged. The bytes are copied once, when the
 * answer is kept (a writer may reuse its buffers once the socket has them); a document is 100-200
 * KB, and every copy of it costs (decision 0027, addendum of session 45).
 */
function captureBody(res: Response): () => Buffer {
  const chunks: Uint8Array[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      chunk instanceof Uint8Array
        ? chunk
        : Buffer.from(
            String(chunk),
            typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
          ),
    );
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as Response["end"];
  return () => Buffer.concat(chunks);
}

/**
 * Whole rendered documents kept in process for their `s-maxage`, per site (the resolved host and
 * scheme) and URL (path and query): a page a CDN may keep is rendered once per minute here too,
 * however many requests miss the CDN. Header and body are kept together, so the CSP's hashes
 * always match the body they were computed from (decision 0014: the policy follows from the body
 * alone, and no marker or nonce is left in it). Only documents (GET, HEAD), never a request that
 * carries credentials; see `sharedMaxAgeSeconds` for which answers are kept. A HEAD is answered
 * from a kept GET but never fills the cache. Bounded by bytes (lru-cache).
 */
export function responseCache({ maxBytes, now = Date.now }: ResponseCacheOptions): RequestHandler {
  const cache = new LRUCache<string, CachedResponse>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.body.length + 1024,
  });
  return (req, res, next) => {
    if (!isDocumentRequest(req) || req.headers.authorization !== undefined) return next();
    const key = `${req.protocol}://${resolvedHost(res).host}${req.originalUrl}`;
    const cached = cache.get(key);
    const time = now();
    if (cached && time < cached.freshUntil) return replay(res, cached, time, req.method === "HEAD");
    if (cached) cache.delete(key);
    if (req.method !== "GET") return next();

    const body = captureBody(res);
    res.once("finish", () => {
      const headers = res.getHeaders();
      const seconds = sharedMaxAgeSeconds(res.statusCode, headers);
      if (seconds === 0) return;
      const kept: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(headers)) {
        if (!perAnswerHeaders.has(name)) kept[name] = value;
      }
      const storedAt = now();
      cache.set(key, {
        headers: kept,
        body: body(),
        storedAt,
        freshUntil: storedAt + seconds * 1000,
      });
    });
    return next();
  };
}
