import type { GeoPoint } from "./types";

/** The map's centre when a site has no coordinates (specs: map default centre Stockholm). */
export const DEFAULT_MAP_CENTER: GeoPoint = { lat: 59.3293, lng: 18.0686 };

/** The map's zoom (specs: zoom 12). */
export const DEFAULT_MAP_ZOOM = 12;

/** Where the map centres: the site, or Stockholm when it has no (valid) coordinates. */
export function mapCenter(coordinates?: GeoPoint): GeoPoint {
  if (!coordinates) return DEFAULT_MAP_CENTER;
  const { lat, lng } = coordinates;
  const valid =
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return valid ? coordinates : DEFAULT_MAP_CENTER;
}

/** "59.3293°, 18.0686°": decimal degrees, four decimals (about 10 m), language-neutral. */
export function formatCoordinates({ lat, lng }: GeoPoint): string {
  return `${lat.toFixed(4)}°, ${lng.toFixed(4)}°`;
}
