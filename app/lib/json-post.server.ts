import type { Translate } from "../../i18n/translate";
import { isJsonContentType, requestSource } from "../tirehotel/request-checks.server";
import { cacheHeaders } from "./cache-control";

/** An answer of our API routes: personal or one-off, so never stored. */
export const noStoreJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: cacheHeaders("noStore") });

/**
 * The checks of a JSON POST route before it reads the body, in the site's language (Api.*): 405
 * for another method, 403 from another site (CSRF), 415 for a body that is not JSON; null to go on.
 */
export function refuseJsonPost(request: Request, t: Translate): Response | null {
  if (request.method !== "POST") {
    const response = noStoreJson({ message: t("Api.PostOnly") }, 405);
    response.headers.set("Allow", "POST, OPTIONS");
    return response;
  }
  if (requestSource(request) === "other") return noStoreJson({ message: t("Api.CrossSite") }, 403);
  if (!isJsonContentType(request.headers.get("Content-Type"))) {
    return noStoreJson({ message: t("Api.JsonRequired") }, 415);
  }
  return null;
}
