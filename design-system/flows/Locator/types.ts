import type { CopyFeedbackLabels } from "../../primitives/CopyToClipboard";
import type { DistanceUnit } from "../SiteMap/geo";
import type { GeoPoint } from "../SiteMap/types";
import type { GeocodeAnswer } from "../SiteMap/marker-map-types";

/** A location's type as the content service names it (the locator's markers). */
export type MarkerType = "F150Location" | "ChargingPoint" | "Location";

export interface ChargerOptionData {
  id: string;
  amount: number;
  icon: "CCS1" | "CCS2";
  watts: number;
}

/** One marker: a location of the content service, as the locator shows it. */
export interface LocatorMarker {
  id: string;
  /** A type the locator does not know shows 'Unknown location type' in its card. */
  type: MarkerType | (string & {});
  name: string;
  city: string;
  address: string;
  zip: string;
  lat: number;
  lng: number;
  /** F150 dealers: their e-mail addresses, phone numbers and web pages. */
  emails?: string[];
  phones?: string[];
  webpages?: string[];
  /** Charging points: their charger options. */
  chargerOptions?: ChargerOptionData[];
}

/** A marker's distance from the visitor (or the searched place), for the card. */
export interface MarkerDistance {
  value: number;
  unit: DistanceUnit | "m";
}

/** Turns a search term into a position (the maps service, or the offline place list). */
export type Geocoder = (term: string) => Promise<GeocodeAnswer>;

/** A place the offline geocoder knows (no maps key). */
export interface OfflinePlace {
  name: string;
  country: string;
  lat: number;
  lng: number;
}

/** Every text of the locator (from `locatorLabels(t)`); templates are filled by the component. */
export interface LocatorLabels {
  region: string;
  search: string;
  searchPlaceholder: string;
  searchButton: string;
  suggestions: string;
  searchFailed: string;
  nearMe: string;
  locating: string;
  panel: string;
  map: string;
  views: string;
  /** "{count, plural, one {# location} other {# locations}}" */
  results: string;
  showMore: string;
  empty: string;
  unknownType: string;
  showDetails: string;
  hideDetails: string;
  showOnMap: string;
  directions: string;
  newTab: string;
  copyAddress: string;
  copy: CopyFeedbackLabels;
  email: string;
  phone: string;
  website: string;
  chargers: string;
  /** "{amount} × {power} kW" (the connector's badge stands before it) */
  chargerOption: string;
  /** Distance templates: "{value} km", "{value} mi", "{value} m". */
  distanceKm: string;
  distanceMi: string;
  distanceM: string;
  zoomIn: string;
  zoomOut: string;
  youAreHere: string;
}

export interface LocatorProps {
  markers: LocatorMarker[];
  labels: LocatorLabels;
  /** Number formatting (Intl). */
  locale: string;
  /** Distances in km (default) or miles. */
  unit?: DistanceUnit;
  /** The maps browser key; none: the static map and the offline geocoder. */
  apiKey?: string;
  /** Appended to a geocoded term ("Berlin, Sweden"); none for a site across countries. */
  country?: string;
  /** The places the geocoder knows without the maps service. */
  offlinePlaces?: OfflinePlace[];
  /** Where the map starts (config DefaultLatitude/Longitude/ZoomLevel); the specs' default. */
  defaultCenter?: GeoPoint;
  defaultZoom?: number;
}
