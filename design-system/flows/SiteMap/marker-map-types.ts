import type { ReactNode } from "react";
import type { GeoBounds } from "./geo";
import type { GeoPoint } from "./types";

/** One marker of a map with many (the locator's). */
export interface MapMarker {
  id: string;
  position: GeoPoint;
  /** The marker's title (tooltip, accessible name). */
  title: string;
}

/**
 * Where the map should look, asked by the page: fit a box (zoom capped) or focus a point at a
 * zoom. `key` changes with every request, so asking for the same view again re-applies it.
 */
export type MapView =
  | { key: number; kind: "fit"; bounds: GeoBounds; maxZoom: number }
  | { key: number; kind: "focus"; center: GeoPoint; zoom: number };

export interface MarkerMapLabels {
  /** Names the map region. */
  map: string;
  zoomIn: string;
  zoomOut: string;
  /** The visitor's position marker. */
  youAreHere: string;
}

export interface MarkerMapProps {
  markers: readonly MapMarker[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  view: MapView;
  /** The visitor's position (near me), drawn apart from the markers. */
  userPosition?: GeoPoint;
  /** The maps browser key; none: the static marker plot. */
  apiKey?: string;
  /** The box the map shows now (after every move), e.g. to hide Near me over the visitor. */
  onBoundsChange: (bounds: GeoBounds) => void;
  /** The selected marker's preview (the info window). */
  renderInfo: (id: string) => ReactNode;
  labels: MarkerMapLabels;
  /** The maps library (with a key) can geocode: called with its geocoder, null when it fails. */
  onGeocoder?: (geocode: ((address: string) => Promise<GeocodeAnswer>) | null) => void;
}

/** The maps service's geocoding answer: a position, or its failure status. */
export type GeocodeAnswer =
  { ok: true; position: GeoPoint; name: string } | { ok: false; status: string };
