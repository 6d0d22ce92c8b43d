import { SiteCardSection } from "../../flows/SiteTeaser/SiteCard";
import type { SiteCardData } from "../../flows/SiteTeaser/types";

/** The grid lists at most this many sites (specs: site list query, limit 100). */
export const WORKSHOP_SITES_LIMIT = 100;

export interface WorkshopSitesProps {
  /** The heading (h2), e.g. "Våra verkstäder". */
  title?: string;
  /** The sites with a Workshop department; a `linkLabel` makes the card's link a button. */
  sites: SiteCardData[];
  /** Hidden text before the phone number, e.g. "Telefon". */
  phoneLabel: string;
}

/**
 * The workshop-site grid: a card per site with a workshop (image, official name, street,
 * postcode and town, phone, an optional link button), each linking to its site page. No sites
 * (none, or the search failed): nothing renders.
 */
export function WorkshopSites({ title, sites, phoneLabel }: WorkshopSitesProps) {
  return (
    <SiteCardSection
      title={title}
      sites={sites.slice(0, WORKSHOP_SITES_LIMIT)}
      phoneLabel={phoneLabel}
    />
  );
}
