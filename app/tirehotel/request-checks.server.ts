import type { TireHotelMessages } from "./messages";
import { json } from "./respond.server";

/*
 * The checks every tire hotel POST passes before anything is read or sent upstream, so a page on
 * another site cannot act with a visitor's cookies (CSRF, besides SameSite=Lax): POST only,
 * nothing cross-site, and a JSON body (a cross-site JSON post needs a CORS preflight, which we
 * never grant; text/plain, form and multipart bodies do not).
 */

/** What a route reads: a JSON body, or only its query (login, validate, logout). */
export type BodyKind = "json" | "none";

/** `application/json`, optionally with `charset=utf-8`; nothing else (no `+json`, no UTF-16). */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return parameters.every((parameter) => /^charset="?utf-8"?$/.test(parameter) || parameter === "");
}

/** Whether the request says it carries a body (a type, a length above 0, or chunks). */
function declaresBody(request: Request): boolean {
  const length = request.headers.get("Content-Length");
  return (
    request.headers.has("Content-Type") ||
    request.headers.has("Transfer-Encoding") ||
    (length !== null && length.trim() !== "0")
  );
}

/**
 * Where the browser says the request comes from: "same" when `Sec-Fetch-Site: same-origin` or
 * an `Origin` naming this host, "other" when either names something else (another site, a
 * sibling site on the same domain, an opaque `null`), "unknown" without either header.
 */
export function requestSource(request: Request): "same" | "other" | "unknown" {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  const origin = request.headers.get("Origin");
  if (fetchSite !== null && fetchSite.trim().toLowerCase() !== "same-origin") return "other";
  if (origin !== null) {
    // The host is compared, not the scheme: behind a TLS proxy the server may see http.
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      return "other";
    }
    return originHost === new URL(request.url).host ? "same" : "other";
  }
  return fetchSite === null ? "unknown" : "same";
}

/**
 * The answer refusing the request, or null to go on: 405 for another method, 403 from another
 * site (and, for query-only posts, without any same-origin signal), 415 for a body that is not
 * JSON (routes with a JSON body require one).
 */
export function refuseUnsafePost(
  request: Request,
  body: BodyKind,
  messages: TireHotelMessages,
): Response | null {
  if (request.method !== "POST") {
    const response = json({ message: messages("postOnly") }, 405);
    response.headers.set("Allow", "POST");
    return response;
  }
  const source = requestSource(request);
  if (source === "other" || (body === "none" && source === "unknown")) {
    return json({ message: messages("crossSite") }, 403);
  }
  if (body === "json" || declaresBody(request)) {
    if (!isJsonContentType(request.headers.get("Content-Type"))) {
      return json({ message: messages("jsonRequired") }, 415);
    }
  }
  return null;
}

/** 401: no session, or an expired, forged or tampered one. */
export const sessionRequired = (messages: TireHotelMessages) =>
  json({ message: messages("sessionExpired") }, 401);

/** 403: the session is verified for other plates or workshops. */
export const notYourVehicle = (messages: TireHotelMessages) =>
  json({ message: messages("notYourVehicle") }, 403);
