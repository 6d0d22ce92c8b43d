import { data } from "react-router";
import { UpstreamError } from "../../api-adapters/shared/errors";
import { logger, type LogDetails } from "../../api-adapters/shared/logger";
import { cacheHeaders } from "./cache-control";

/** How long a client or CDN should wait before asking again after an upstream outage. */
export const RETRY_AFTER_SECONDS = 30;

/** Headers of an answer that says "our upstream is down, ask again shortly"; never stored. */
export function unavailableHeaders(): Record<string, string> {
  return { "Retry-After": String(RETRY_AFTER_SECONDS), ...cacheHeaders("noStore") };
}

/**
 * A read a page cannot be rendered without: when its upstream fails, the failure is logged and
 * the route answers 503 with Retry-After, which its error boundary renders as the site's error
 * page (instead of a 500, or worse, a 404 that tells crawlers the page is gone).
 */
export async function requireUpstream<T>(
  read: Promise<T>,
  event: string,
  details: LogDetails = {},
): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    logger.error(event, { ...details, error });
    throw data(null, { status: 503, headers: unavailableHeaders() });
  }
}
