import { data } from "react-router";
import { mediaRegNo } from "../../api-adapters/media";
import { UpstreamError } from "../../api-adapters/shared/errors";
import { logger } from "../../api-adapters/shared/logger";
import { cacheHeaders } from "../lib/cache-control";
import { unavailableHeaders } from "../lib/upstream-failure";
import type { Route } from "./+types/api.autosonshow.$regNo";

/**
 * Autos-on-show media of one car (specs/marketplace.md §7 Media: `GET /api/{name}/{regNo}`, our
 * name `autosonshow`): the validated fields of the media service, for the gallery's video and
 * 360 modes. 400 for a registration number that is not 2 to 10 letters and digits (spaces and
 * hyphens are dropped first), 404 on a host that sells no cars or when the service has no media
 * for the car, 502 when the service fails or answers malformed data (logged by the adapter); the
 * gallery then shows the car's images alone.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const resolution = context.site;
  if (resolution.kind !== "site" || !resolution.site.features.carSearch) {
    return data({ message: "Not found" }, { status: 404, headers: cacheHeaders("noStore") });
  }
  const regNo = mediaRegNo(params.regNo);
  if (!regNo) {
    return data(
      { message: "Invalid registration number" },
      { status: 400, headers: cacheHeaders("noStore") },
    );
  }
  try {
    const media = await context.upstream.media.mediaByRegNo(regNo);
    if (!media) {
      return data({ message: "Not found" }, { status: 404, headers: cacheHeaders("notFound") });
    }
    return data(media, { headers: cacheHeaders("publicPage") });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    logger.error("media.unavailable", { site: resolution.site.id, error });
    return data({ message: "Media unavailable" }, { status: 502, headers: unavailableHeaders() });
  }
}
