import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { useHydrated } from "../../hooks/useHydrated";
import { boundsAround, boundsCenter, zoomToFit } from "./geo";
import { FallbackOnError } from "./map-loading";
import type { MapView, MarkerMapProps } from "./marker-map-types";
import {
  STATIC_MAP_HEIGHT,
  STATIC_MAP_WIDTH,
  StaticMapCaption,
  StaticMarkerMap,
} from "./StaticMarkerMap";

// The maps library loads only with a key, after hydration, never with the page.
const InteractiveMarkerMap = lazy(() =>
  import("./InteractiveMarkerMap").then((module) => ({ default: module.InteractiveMarkerMap })),
);

/** Logged when the maps script cannot load or refuses the key (specs §5). */
export const MAPS_LOAD_FAILURE = "Failed to load Google Maps API";

const Root = styled.section`
  position: relative;
  width: 100%;
  height: 100%;
  min-height: 20rem;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surfaceRaised};
`;

const Zoom = styled.div`
  position: absolute;
  top: ${space.sm};
  right: ${space.sm};
  display: grid;
  gap: ${space.xxs};
`;

const ZoomButton = styled.button`
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-family: inherit;
  font-size: ${fontSize.lg};
  line-height: 1;
  cursor: pointer;
  &:hover {
    border-color: ${vars.color.text};
  }
`;

/** The static plot's camera for a view: the box fitted (zoom capped) or the point at its zoom. */
export function staticCamera(view: MapView) {
  if (view.kind === "focus") return { center: view.center, zoom: view.zoom };
  return {
    center: boundsCenter(view.bounds),
    zoom: zoomToFit(view.bounds, STATIC_MAP_WIDTH * 0.9, STATIC_MAP_HEIGHT * 0.9, view.maxZoom),
  };
}

/**
 * A map with many markers (the locator's). With an `apiKey` the Google map loads lazily in the
 * browser; without one, or when the script, the key or the chunk fails ('Failed to load Google
 * Maps API' logged), the static plot of the markers shows, with zoom buttons and the selected
 * marker's preview under it, so the map area is never empty.
 */
export function MarkerMap(props: MarkerMapProps) {
  const { apiKey, labels, view, onBoundsChange, onGeocoder, selectedId, renderInfo } = props;
  const hydrated = useHydrated();
  const [failed, setFailed] = useState(false);
  const onFail = useCallback(() => {
    setFailed((already) => {
      if (!already) console.error(MAPS_LOAD_FAILURE);
      return true;
    });
  }, []);
  const interactive = Boolean(apiKey) && hydrated && !failed;

  // The static plot's camera follows the asked view; its zoom buttons move it from there
  // (a zoom step belongs to the view it was taken on).
  const [zoomStep, setZoomStep] = useState({ key: view.key, delta: 0 });
  const delta = zoomStep.key === view.key ? zoomStep.delta : 0;
  const camera = useMemo(() => {
    const asked = staticCamera(view);
    return { ...asked, zoom: Math.max(1, Math.min(20, asked.zoom + delta)) };
  }, [view, delta]);
  const zoomBy = (step: number) => setZoomStep({ key: view.key, delta: delta + step });
  const plotted = useMemo(
    () => boundsAround(camera.center, camera.zoom, STATIC_MAP_WIDTH, STATIC_MAP_HEIGHT),
    [camera],
  );
  useEffect(() => {
    if (!interactive) onBoundsChange(plotted);
  }, [interactive, plotted, onBoundsChange]);
  useEffect(() => {
    if (failed) onGeocoder?.(null);
  }, [failed, onGeocoder]);

  const staticMap = (
    <>
      <StaticMarkerMap
        markers={props.markers}
        selectedId={selectedId}
        onSelect={props.onSelect}
        center={camera.center}
        zoom={camera.zoom}
        userPosition={props.userPosition}
        youAreHere={labels.youAreHere}
      />
      <Zoom>
        <ZoomButton type="button" aria-label={labels.zoomIn} onClick={() => zoomBy(1)}>
          +
        </ZoomButton>
        <ZoomButton type="button" aria-label={labels.zoomOut} onClick={() => zoomBy(-1)}>
          −
        </ZoomButton>
      </Zoom>
      {selectedId ? <StaticMapCaption>{renderInfo(selectedId)}</StaticMapCaption> : null}
    </>
  );
  return (
    <Root aria-label={labels.map} data-map-mode={interactive ? "interactive" : "static"}>
      {interactive && apiKey ? (
        <FallbackOnError fallback={staticMap}>
          <Suspense fallback={staticMap}>
            <InteractiveMarkerMap
              apiKey={apiKey}
              markers={props.markers}
              selectedId={selectedId}
              onSelect={props.onSelect}
              view={view}
              userPosition={props.userPosition}
              onBoundsChange={onBoundsChange}
              renderInfo={renderInfo}
              onGeocoder={onGeocoder}
              youAreHere={labels.youAreHere}
              onFail={onFail}
            />
          </Suspense>
        </FallbackOnError>
      ) : (
        staticMap
      )}
    </Root>
  );
}
