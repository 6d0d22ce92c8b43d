/** Every site the platform serves. Kept apart from the registry so config can validate names. */
export const siteIds = [
  "automotive-se",
  "automotive-no",
  "retail-uk",
  "carstore-se",
  "carstore-fi",
  "carstore-no",
  "carstore-sk",
  "f150-eu",
  "supercharge",
] as const;

export type SiteId = (typeof siteIds)[number];

export function isSiteId(value: string): value is SiteId {
  return (siteIds as readonly string[]).includes(value);
}
