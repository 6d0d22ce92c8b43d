import { carDetailHref } from "./car-view";

/*
 * The car detail page's path rules (specs/marketplace.md 2 "Car detail page"): the page lives at
 * the site settings' pathToCarDetail, and the segments below it are `<car_id>/<slug>`. At least
 * two segments: the second-last, numeric, is the id and the last the slug. Decision 0023.
 */

/** Only an id: the slug is looked up and the visitor sent on (the specs say 302). */
export const ID_ONLY_REDIRECT_STATUS = 302;
/**
 * A slug that is not the car's: permanently to the right one (our choice, decision 0023). The
 * id/slug pair is the car's one address, so search engines should merge the wrong one into it.
 */
export const WRONG_SLUG_REDIRECT_STATUS = 301;

/** What the segments below the car detail page ask for. */
export type CarDetailRequest =
  /** `…/1010028/mini-countryman`: a car, by id, and the slug the link carried. */
  | { kind: "car"; carId: string; slug: string }
  /** `…/1010028`: an id without a slug. */
  | { kind: "idOnly"; carId: string }
  /** No id (`…/bil`, `…/mini-countryman`): 404, searching the list for the words given. */
  | { kind: "noId"; keyphrase: string };

const numericId = /^\d+$/;

/** The words a slug stands for, to search the car list with: "mini-countryman-2021" -> "mini countryman 2021". */
export function keyphraseOfSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .join(" ");
}

/** Reads the (decoded) segments below the car detail page. */
export function parseCarDetailSegments(segments: readonly string[]): CarDetailRequest {
  const parts = segments.filter((segment) => segment !== "");
  const last = parts.at(-1);
  const secondLast = parts.at(-2);
  if (last !== undefined && secondLast !== undefined && numericId.test(secondLast)) {
    return { kind: "car", carId: secondLast, slug: last };
  }
  if (last !== undefined && numericId.test(last)) return { kind: "idOnly", carId: last };
  return { kind: "noId", keyphrase: keyphraseOfSlug(last ?? "") };
}

/** Where a request for a found car must go instead, if anywhere: the car's own id/slug path. */
export function carDetailRedirect(
  request: CarDetailRequest,
  car: { car_id: string; slug: string },
  detailPath: string,
  search = "",
): { location: string; status: number } | null {
  if (request.kind === "noId") return null;
  if (request.kind === "car" && request.slug === car.slug) return null;
  const status = request.kind === "idOnly" ? ID_ONLY_REDIRECT_STATUS : WRONG_SLUG_REDIRECT_STATUS;
  return { location: `${carDetailHref(detailPath, car)}${search}`, status };
}

/** The words the not-found view's button searches the car list for. */
export function notFoundKeyphrase(request: CarDetailRequest): string {
  if (request.kind === "car") return keyphraseOfSlug(request.slug);
  return request.kind === "noId" ? request.keyphrase : "";
}
