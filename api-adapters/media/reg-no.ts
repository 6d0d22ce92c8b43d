/*
 * Zod-free helpers for the media route's address: the browser imports them with the page, the
 * schema only when media arrive.
 */

/**
 * The media service's name in our route (`/api/<name>/<regNo>`, specs §7 Media) and in the
 * configuration (AUTOSONSHOW_API_URL).
 */
export const MEDIA_SERVICE_NAME = "autosonshow";

/** A registration number as the media route takes it: letters and digits only, 2 to 10. */
const compactRegNo = /^[A-Z0-9]{2,10}$/;

/**
 * The route's spelling of a registration number: spaces and hyphens dropped, upper-cased
 * ("AB12 CDE" -> "AB12CDE", "ABC-123" -> "ABC123"); undefined when what remains is not 2 to 10
 * letters and digits.
 */
export function mediaRegNo(input: string): string | undefined {
  const compact = input.replace(/[\s-]+/g, "").toUpperCase();
  return compactRegNo.test(compact) ? compact : undefined;
}

/** Our route's path for a car's media, or undefined when the registration number is unusable. */
export function mediaRoutePath(regNo: string, name: string = MEDIA_SERVICE_NAME) {
  const compact = mediaRegNo(regNo);
  return compact && /^[a-z0-9]+$/.test(name) ? `/api/${name}/${compact}` : undefined;
}
