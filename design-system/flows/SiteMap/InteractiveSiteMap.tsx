import { APIProvider, Map as GoogleMap, Marker } from "@vis.gl/react-google-maps";
import { FailureWatch } from "./FailureWatch";
import type { GeoPoint } from "./types";

export interface InteractiveSiteMapProps {
  apiKey: string;
  center: GeoPoint;
  zoom: number;
  /** The marker; none when the site has no coordinates (the default centre is not a site). */
  position?: GeoPoint;
  /** The marker's title. */
  name: string;
  /** The maps script failed to load or refused the key: the static map takes over. */
  onFail: () => void;
}

/** The Google map (loaded on demand by SiteMap, only with a key). */
export function InteractiveSiteMap({
  apiKey,
  center,
  zoom,
  position,
  name,
  onFail,
}: InteractiveSiteMapProps) {
  return (
    <APIProvider apiKey={apiKey} onError={onFail}>
      <FailureWatch onFail={onFail} />
      <GoogleMap
        defaultCenter={center}
        defaultZoom={zoom}
        gestureHandling="cooperative"
        style={{ width: "100%", height: "100%" }}
      >
        {position ? <Marker position={position} title={name} /> : null}
      </GoogleMap>
    </APIProvider>
  );
}
