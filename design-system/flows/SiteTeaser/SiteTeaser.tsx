import { SiteCardSection } from "./SiteCard";
import type { SiteCardData } from "./types";

/** A site teaser shows at most this many sites (specs: site teaser limit 4). */
export const SITE_TEASER_LIMIT = 4;

export interface SiteTeaserProps {
  /** The heading (h2), e.g. "Våra anläggningar". */
  title?: string;
  /** The sites; only the first four show. No sites: nothing renders. */
  sites: SiteCardData[];
  /** Hidden text before the phone number, e.g. "Telefon". */
  phoneLabel: string;
}

/** Up to four dealer site cards (SiteCard) under an optional heading. */
export function SiteTeaser({ title, sites, phoneLabel }: SiteTeaserProps) {
  return (
    <SiteCardSection
      title={title}
      sites={sites.slice(0, SITE_TEASER_LIMIT)}
      phoneLabel={phoneLabel}
    />
  );
}
