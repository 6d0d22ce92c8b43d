import { toUpstreamError, type UpstreamError } from "./errors";
import { logger } from "./logger";

/** One call to a JSON service that takes its API key in a header. */
export interface KeyedJsonCall {
  /** Names the call in the logs. */
  operation: string;
  method: "GET" | "POST";
  /** Appended to the base URL. */
  path: string;
  /** Left out when undefined. */
  query?: Record<string, string | undefined>;
  /** Sent as JSON when present. */
  body?: unknown;
  /** Ends the call early (besides the timeout), e.g. when the visitor has gone. */
  signal?: AbortSignal;
}

export interface KeyedJsonServiceOptions {
  /** The upstream's name in errors. */
  upstream: string;
  /** The prefix of its log events; without one the sender does not log (the caller does). */
  logPrefix?: string;
  baseUrl: string;
  apiKey: string;
  apiKeyHeader: string;
  timeoutMs: number;
  /** The error of an error status, with the answer's `message` if it had one. */
  httpError(status: number, serverMessage: string | undefined): UpstreamError;
  /** Injected in tests; the global fetch otherwise (which MSW intercepts in demo mode). */
  fetch?: typeof fetch;
}

const messageOf = (data: unknown) =>
  typeof data === "object" &&
  data !== null &&
  "message" in data &&
  typeof data.message === "string" &&
  data.message !== ""
    ? data.message
    : undefined;

/**
 * The transport of a keyed JSON service: the answer's JSON on success (undefined when it has none);
 * otherwise an UpstreamError, logged when there is a log prefix (a transport failure, or a 5xx
 * with the service's message) unless the caller aborted it.
 */
export function createKeyedJsonSender(options: KeyedJsonServiceOptions) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, "");
  return async function send(request: KeyedJsonCall): Promise<unknown> {
    const url = new URL(`${base}${request.path}`);
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, value);
    }
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: request.method,
        headers: {
          Accept: "application/json",
          [options.apiKeyHeader]: options.apiKey,
          ...(request.body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal ? AbortSignal.any([timeout, request.signal]) : timeout,
      });
    } catch (error) {
      const failure = toUpstreamError(options.upstream, error);
      if (options.logPrefix !== undefined && !request.signal?.aborted) {
        logger.error(`${options.logPrefix}.request-failed`, {
          operation: request.operation,
          failure: failure.failure,
          message: failure.message,
        });
      }
      throw failure;
    }
    const data: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const serverMessage = messageOf(data);
      if (options.logPrefix !== undefined && response.status >= 500) {
        logger.error(`${options.logPrefix}.upstream-error`, {
          operation: request.operation,
          status: response.status,
          message: serverMessage,
        });
      }
      throw options.httpError(response.status, serverMessage);
    }
    return data;
  };
}
