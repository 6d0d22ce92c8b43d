import type { z } from "zod";
import { logger } from "./logger";

export type UpstreamFailure = "timeout" | "network" | "http" | "graphql" | "invalid-response";

/**
 * The kinds of an adapter error (its class and the classes it extends). `instanceof` reads them,
 * not the prototype: the boot entry and React Router's build each bundle a copy of this module,
 * and an error thrown by a client made in one is caught in the other.
 */
const errorKinds = Symbol.for("forecourt.upstream-error.kinds");

/** Every adapter failure: which upstream, what kind of failure, and why. */
export class UpstreamError extends Error {
  /** Names this class among the kinds an error carries; each subclass gives its own. */
  static readonly kind: string = "UpstreamError";
  override name = "UpstreamError";
  readonly [errorKinds]: readonly string[];
  constructor(
    readonly upstream: string,
    readonly failure: UpstreamFailure,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${upstream}: ${message}`, options);
    const kinds: string[] = [];
    for (let type: unknown = new.target; type !== Error && typeof type === "function";) {
      if (Object.hasOwn(type, "kind")) kinds.push((type as typeof UpstreamError).kind);
      type = Object.getPrototypeOf(type);
    }
    this[errorKinds] = kinds;
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    const kinds = (value as { [errorKinds]?: unknown } | null | undefined)?.[errorKinds];
    return Array.isArray(kinds) && kinds.includes(this.kind);
  }
}

/**
 * What each payload parsed to, per schema. The adapters' read caches hand back the same payload
 * object for as long as it is fresh (60 s), so a page render parses each cached payload once per
 * process instead of once per request (issue 17, server render; decision 0027). The parsed value
 * is shared by every caller, so no caller may change it (none does).
 */
const parsedPayloads = new WeakMap<object, Map<z.ZodType, unknown>>();

/**
 * Parses an upstream payload with its zod schema; malformed data is rejected here, at the
 * adapter, with the reason logged, so nothing downstream sees a shape it did not expect.
 */
export function parseUpstream<S extends z.ZodType>(
  upstream: string,
  operation: string,
  schema: S,
  data: unknown,
): z.output<S> {
  const parsed = typeof data === "object" && data !== null ? parsedPayloads.get(data) : undefined;
  if (parsed?.has(schema)) return parsed.get(schema) as z.output<S>;
  const result = schema.safeParse(data);
  if (result.success) {
    if (typeof data === "object" && data !== null) {
      const bySchema = parsed ?? new Map<z.ZodType, unknown>();
      bySchema.set(schema, result.data);
      if (!parsed) parsedPayloads.set(data, bySchema);
    }
    return result.data;
  }
  const reason = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
  logger.error("upstream.invalid-response", { upstream, operation, reason });
  throw new UpstreamError(
    upstream,
    "invalid-response",
    `${operation} returned malformed data (${reason})`,
  );
}

/** Maps whatever a transport threw to an UpstreamError. */
export function toUpstreamError(upstream: string, error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return new UpstreamError(upstream, "timeout", "timed out", undefined, { cause: error });
  }
  const graphqlErrors = graphqlErrorsOf(error);
  if (graphqlErrors) {
    return new UpstreamError(upstream, "graphql", graphqlErrors, undefined, { cause: error });
  }
  const status = statusOf(error);
  if (status !== undefined) {
    return new UpstreamError(upstream, "http", `answered HTTP ${status}`, status, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new UpstreamError(upstream, "network", message, undefined, { cause: error });
}

function statusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("response" in error)) return undefined;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === "number" ? response.status : undefined;
}

function graphqlErrorsOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("response" in error)) return undefined;
  const response = (error as { response?: { status?: unknown; errors?: unknown } }).response;
  if (response?.status !== 200 || !Array.isArray(response.errors)) return undefined;
  return response.errors
    .map((entry: unknown) =>
      typeof entry === "object" && entry && "message" in entry ? String(entry.message) : "error",
    )
    .join("; ");
}
