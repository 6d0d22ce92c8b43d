import type { ErrorRequestHandler } from "express";
import { logger } from "../../api-adapters/shared/logger";
import { cacheHeaders } from "../../app/lib/cache-control";

function statusOf(error: unknown): number {
  const status =
    typeof error === "object" && error !== null
      ? ((error as { status?: unknown; statusCode?: unknown }).status ??
        (error as { statusCode?: unknown }).statusCode)
      : undefined;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}

/**
 * The last handler: an error no middleware answered is logged as one JSON line (Express's own
 * handler prints the multi-line stack) and answered without details.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status = statusOf(error);
  if (status >= 500)
    logger.error("server.unhandled-error", { method: req.method, path: req.path, error });
  if (res.headersSent) {
    // Half a response cannot be fixed: end the connection so the client sees it failed.
    req.socket.destroy();
    return;
  }
  res
    .status(status)
    .set(cacheHeaders("noStore"))
    .json({ message: status >= 500 ? "Internal server error." : "Bad request." });
};
