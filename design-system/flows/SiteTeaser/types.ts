/** A dealer site as a site card shows it: already formatted by the app. */
export interface SiteCardData {
  id: string;
  /** site_official_name */
  name: string;
  /** The site page: translated site-detail path plus the site slug. */
  href: string;
  image?: { src: string; alt: string; blurDataUrl?: string };
  street?: string;
  /** Postcode and town in the country's order ("411 01 Göteborg", "Leeds LS1 4DY"). */
  locality?: string;
  /** Shown as written; dialled through a tel: link. */
  phone?: string;
  /** An optional link button to the site page, e.g. "Till anläggningen". */
  linkLabel?: string;
}
