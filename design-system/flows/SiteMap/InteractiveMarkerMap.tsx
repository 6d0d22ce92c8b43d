import { useEffect, useState } from "react";
import {
  APIProvider,
  InfoWindow,
  Map as GoogleMap,
  Marker,
  useMap,
  useMapsLibrary,
} from "@vis.gl/react-google-maps";
import { FailureWatch } from "./FailureWatch";
import type { MapView, MarkerMapProps } from "./marker-map-types";

export interface InteractiveMarkerMapProps extends Omit<MarkerMapProps, "apiKey" | "labels"> {
  apiKey: string;
  youAreHere: string;
  /** The maps script failed to load or refused the key: the static map takes over. */
  onFail: () => void;
}

/** Moves the camera when the page asks for another view (fit capped, or focus at a zoom). */
function ViewController({ view }: { view: MapView }) {
  const map = useMap();
  useEffect(() => {
    if (!map) return;
    if (view.kind === "focus") {
      map.setZoom(view.zoom);
      map.panTo(view.center);
      return;
    }
    map.fitBounds(view.bounds);
    // fitBounds zooms as close as the box allows; a single marker must not end at street level.
    const listener = map.addListener("idle", () => {
      listener.remove();
      if ((map.getZoom() ?? 0) > view.maxZoom) map.setZoom(view.maxZoom);
    });
    return () => listener.remove();
  }, [map, view]);
  return null;
}

/** Hands the library's geocoder to the page once it is loaded. */
function GeocoderBridge({ onGeocoder }: Pick<MarkerMapProps, "onGeocoder">) {
  const geocoding = useMapsLibrary("geocoding");
  useEffect(() => {
    if (!geocoding || !onGeocoder) return;
    const geocoder = new geocoding.Geocoder();
    onGeocoder(async (address) => {
      try {
        const { results } = await geocoder.geocode({ address });
        const first = results[0];
        if (!first) return { ok: false, status: "ZERO_RESULTS" };
        const location = first.geometry.location;
        return {
          ok: true,
          position: { lat: location.lat(), lng: location.lng() },
          name: first.formatted_address,
        };
      } catch (error) {
        const status = (error as { code?: string }).code ?? "ERROR";
        return { ok: false, status };
      }
    });
    return () => onGeocoder(null);
  }, [geocoding, onGeocoder]);
  return null;
}

/**
 * The Google map with many markers (loaded on demand by MarkerMap, only with a key): marker
 * clicks select, the selected marker's preview opens once the map is idle after the move, the
 * visible box is reported after every move, zoom controls on.
 */
export function InteractiveMarkerMap({
  apiKey,
  markers,
  selectedId,
  onSelect,
  view,
  userPosition,
  onBoundsChange,
  renderInfo,
  onGeocoder,
  youAreHere,
  onFail,
}: InteractiveMarkerMapProps) {
  // The info window waits for the map to settle after a selection (specs §5).
  const [idleFor, setIdleFor] = useState<string | null>(null);
  const selected = markers.find((marker) => marker.id === selectedId);
  return (
    <APIProvider apiKey={apiKey} onError={onFail}>
      <FailureWatch onFail={onFail} />
      <GeocoderBridge onGeocoder={onGeocoder} />
      <GoogleMap
        defaultCenter={view.kind === "focus" ? view.center : undefined}
        defaultZoom={view.kind === "focus" ? view.zoom : undefined}
        defaultBounds={view.kind === "fit" ? view.bounds : undefined}
        gestureHandling="cooperative"
        zoomControl
        streetViewControl={false}
        mapTypeControl={false}
        style={{ width: "100%", height: "100%" }}
        onIdle={() => setIdleFor(selectedId)}
        onBoundsChanged={(event) => onBoundsChange(event.detail.bounds)}
      >
        <ViewController view={view} />
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={marker.position}
            title={marker.title}
            onClick={() => onSelect(marker.id)}
          />
        ))}
        {userPosition ? <Marker position={userPosition} title={youAreHere} /> : null}
        {selected && idleFor === selected.id ? (
          <InfoWindow
            position={selected.position}
            pixelOffset={[0, -36]}
            onCloseClick={() => onSelect(selected.id)}
          >
            {renderInfo(selected.id)}
          </InfoWindow>
        ) : null}
      </GoogleMap>
    </APIProvider>
  );
}
