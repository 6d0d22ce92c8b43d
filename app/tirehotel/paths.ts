/**
 * The tire hotel flow's calls (specs/service-flows.md §7) by their path below /api/tirehotel/,
 * and the one method each answers. Plain data, so the route module can hand it to the edge's
 * method policy (server/edge/request-limits.ts) without server code.
 */
export const tireHotelMethods = {
  "authorization/search": "GET",
  "authorization/login": "POST",
  "authorization/validate": "POST",
  "authorization/logout": "POST",
  "booking/GetTimeslotDays": "POST",
  "booking/GetTimeslots": "POST",
  "booking/create": "POST",
  "review/addReview": "POST",
} as const satisfies Record<string, "GET" | "POST">;

export type TireHotelPath = keyof typeof tireHotelMethods;

const byMatchedPath = new Map(
  Object.keys(tireHotelMethods).map((path) => [path.toLowerCase(), path as TireHotelPath]),
);

/**
 * The call for the path below /api/tirehotel/ as React Router hands it to the splat (decoded, in
 * the request's case, maybe with a trailing slash), matched as React Router matches routes:
 * case-insensitively, trailing slashes ignored.
 */
export function tireHotelPathOf(splat: string | undefined): TireHotelPath | undefined {
  return byMatchedPath.get((splat ?? "").replace(/\/+$/, "").toLowerCase());
}
