import type { z } from "zod";
import { logger } from "./logger";

export type UpstreamFailure = "timeout" | "network" | "http" | "graphql" | "invalid-response";

/** Every adapter failure: which upstream, what kind of failure, and why. */
export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    readonly upstream: string,
    readonly failure: UpstreamFailure,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(`${upstream}: ${message}`, options);
  }
}

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
  const result = schema.safeParse(data);
  if (result.success) return result.data;
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
