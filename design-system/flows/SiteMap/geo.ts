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

/** Earth's diameter as the specs take it (§9), in miles. */
export const EARTH_DIAMETER_MILES = 7917.6;
/** Kilometres per mile (specs §9). */
export const KM_PER_MILE = 1.60934;

export type DistanceUnit = "km" | "mi";

/** Great-circle distance in miles (haversine over the specs' earth diameter). */
export function distanceMiles(from: GeoPoint, to: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return EARTH_DIAMETER_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Great-circle distance in the unit asked for. */
export function distanceIn(unit: DistanceUnit, from: GeoPoint, to: GeoPoint): number {
  const miles = distanceMiles(from, to);
  return unit === "mi" ? miles : miles * KM_PER_MILE;
}

/** A box on the map: south-west and north-east corners. */
export interface GeoBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The smallest box holding every point; null for none. */
export function boundsOf(points: readonly GeoPoint[]): GeoBounds | null {
  if (points.length === 0) return null;
  let south = 90;
  let north = -90;
  let west = 180;
  let east = -180;
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return { south, west, north, east };
}

export function boundsContain(bounds: GeoBounds, { lat, lng }: GeoPoint): boolean {
  return lat >= bounds.south && lat <= bounds.north && lng >= bounds.west && lng <= bounds.east;
}

/** Web Mercator: degrees to a 0..1 square (x east, y south), as the map tiles project. */
export function mercator({ lat, lng }: GeoPoint): { x: number; y: number } {
  const clamped = Math.max(-85, Math.min(85, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: (lng + 180) / 360,
    y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI),
  };
}

/** The box a map of `width`×`height` CSS pixels shows around `center` at `zoom` (256 px tiles). */
export function boundsAround(
  center: GeoPoint,
  zoom: number,
  width: number,
  height: number,
): GeoBounds {
  const worldPixels = 256 * 2 ** zoom;
  const { x, y } = mercator(center);
  const toLat = (my: number) =>
    (Math.atan(Math.sinh(Math.PI * (1 - 2 * Math.max(0, Math.min(1, my))))) * 180) / Math.PI;
  const halfX = width / 2 / worldPixels;
  const halfY = height / 2 / worldPixels;
  return {
    west: (x - halfX) * 360 - 180,
    east: (x + halfX) * 360 - 180,
    north: toLat(y - halfY),
    south: toLat(y + halfY),
  };
}

/** The highest zoom (≤ `maxZoom`) at which `bounds` fits a `width`×`height` map. */
export function zoomToFit(
  bounds: GeoBounds,
  width: number,
  height: number,
  maxZoom: number,
): number {
  const sw = mercator({ lat: bounds.south, lng: bounds.west });
  const ne = mercator({ lat: bounds.north, lng: bounds.east });
  const spanX = Math.max(Math.abs(ne.x - sw.x), 1e-9);
  const spanY = Math.max(Math.abs(sw.y - ne.y), 1e-9);
  const zoom = Math.floor(Math.log2(Math.min(width / 256 / spanX, height / 256 / spanY)));
  return Math.max(0, Math.min(maxZoom, zoom));
}

export function boundsCenter(bounds: GeoBounds): GeoPoint {
  return { lat: (bounds.south + bounds.north) / 2, lng: (bounds.west + bounds.east) / 2 };
}
