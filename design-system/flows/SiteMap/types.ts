/** A position in decimal degrees (site_geocoord "lat,lng" parsed by the app). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/** Every text of the site map (from `siteMapLabels(t)`); no texts inside. */
export interface SiteMapLabels {
  /** Names the map region, e.g. "Karta". */
  map: string;
  /** The link to the maps service ("Visa på karta"). */
  openInMaps: string;
  /** Hidden text after a link that opens a new tab. */
  newTab: string;
  /** Shown when the position is the default centre (the site has no coordinates). */
  approximate: string;
}

export interface SiteMapProps {
  /** The site's name: the pin's label and the interactive marker's title. */
  name: string;
  /** The address lines shown on the fallback ("Storgatan 1", "411 01 Göteborg"). */
  addressLines: string[];
  /** The site position; none: the default centre (Stockholm) and an "approximate" note. */
  coordinates?: GeoPoint;
  /** A maps search link for the address (https://…), opened in a new tab. */
  mapsHref: string;
  /**
   * The public browser key of the maps script (MAPS_API_KEY). Without it (the demo), or when
   * the script cannot load, the static map shows.
   */
  apiKey?: string;
  labels: SiteMapLabels;
  /** Called when the visitor opens the maps link (a lead: lead_action maps). */
  onMapsLink?: () => void;
}
