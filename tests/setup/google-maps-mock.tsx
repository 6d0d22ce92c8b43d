import type { ReactNode } from "react";
import { vi } from "vitest";

/*
 * @vis.gl/react-google-maps mocked at its boundary for the unit tests of the locator and the site
 * map: what a component hands the library, and the library's loading status. One module for both:
 * unit test files share modules within a worker (vitest `isolate: false`), so two different mocks
 * of the library raced for the maps chunk both import, and a test failed depending on which file
 * ran first. Use it as
 * `vi.mock("@vis.gl/react-google-maps", () => import("…/tests/setup/google-maps-mock"))`
 * and call `resetMaps()` before each test.
 */

export const maps = {
  status: "LOADED",
  provider: vi.fn(),
  map: vi.fn(),
  markers: vi.fn(),
  camera: { setZoom: vi.fn(), panTo: vi.fn(), fitBounds: vi.fn() },
};

export function resetMaps() {
  maps.status = "LOADED";
  for (const mock of [maps.provider, maps.map, maps.markers, ...Object.values(maps.camera)]) {
    mock.mockClear();
  }
}

export const APILoadingStatus = {
  NOT_LOADED: "NOT_LOADED",
  LOADING: "LOADING",
  LOADED: "LOADED",
  FAILED: "FAILED",
  AUTH_FAILURE: "AUTH_FAILURE",
};

export const useApiLoadingStatus = () => maps.status;
export const useMapsLibrary = () => null;
export const useMap = () => ({
  ...maps.camera,
  getZoom: () => 12,
  addListener: () => ({ remove: () => {} }),
});

export function APIProvider(props: {
  apiKey: string;
  onError?: (error: unknown) => void;
  children: ReactNode;
}) {
  maps.provider(props);
  return <div data-testid="api-provider">{props.children}</div>;
}

export function Map(props: { children?: ReactNode; onIdle?: () => void }) {
  maps.map(props);
  return (
    <div data-testid="google-map">
      <button type="button" onClick={() => props.onIdle?.()}>
        idle
      </button>
      {props.children}
    </div>
  );
}

export function Marker(props: { title: string; onClick?: () => void }) {
  maps.markers(props);
  return null;
}

export function InfoWindow(props: { children: ReactNode }) {
  return <div data-testid="info-window">{props.children}</div>;
}
