import { parseUpstream, toUpstreamError, UpstreamError } from "../shared/errors";
import { logger } from "../shared/logger";
import { mediaRegNo } from "./reg-no";
import { autosOnShowMediaSchema, type AutosOnShowMedia } from "./schemas";

const upstream = "autosOnShow";

/** The header the media service reads its API key from. */
export const AUTOSONSHOW_API_KEY_HEADER = "X-API-KEY";

export interface MediaClientOptions {
  /** The service's base URL: a car's media is `GET <baseUrl>/<regNo>`. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Injected in tests; the global fetch otherwise (which MSW intercepts in demo mode). */
  fetch?: typeof fetch;
}

export interface MediaClient {
  /**
   * The media of the car with this registration number; null when the service has none (404).
   * A failure (network, timeout, another error status, a malformed answer: logged with its
   * reason) is an UpstreamError.
   */
  mediaByRegNo(regNo: string): Promise<AutosOnShowMedia | null>;
}

export function createMediaClient(options: MediaClientOptions): MediaClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = options.baseUrl.replace(/\/+$/, "");

  return {
    async mediaByRegNo(regNo) {
      const compact = mediaRegNo(regNo);
      if (!compact) return null;
      let response: Response;
      try {
        response = await doFetch(`${base}/${compact}`, {
          headers: { Accept: "application/json", [AUTOSONSHOW_API_KEY_HEADER]: options.apiKey },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (error) {
        const failure = toUpstreamError(upstream, error);
        logger.error("media.request-failed", {
          failure: failure.failure,
          message: failure.message,
        });
        throw failure;
      }
      if (response.status === 404) return null;
      if (!response.ok) {
        logger.error("media.upstream-error", { status: response.status });
        throw new UpstreamError(
          upstream,
          "http",
          `answered HTTP ${response.status}`,
          response.status,
        );
      }
      const data: unknown = await response.json().catch(() => undefined);
      return parseUpstream(upstream, "mediaByRegNo", autosOnShowMediaSchema, data);
    },
  };
}
