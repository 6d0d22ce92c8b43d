// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from "./geo";
import { SiteMap } from "./SiteMap";
import type { SiteMapProps } from "./types";

// The maps library mocked at its boundary: what SiteMap hands it, and its loading status.
const maps = vi.hoisted(() => ({
  status: "LOADED",
  provider: vi.fn(),
  map: vi.fn(),
  marker: vi.fn(),
}));

vi.mock("@vis.gl/react-google-maps", () => ({
  APILoadingStatus: {
    NOT_LOADED: "NOT_LOADED",
    LOADING: "LOADING",
    LOADED: "LOADED",
    FAILED: "FAILED",
    AUTH_FAILURE: "AUTH_FAILURE",
  },
  useApiLoadingStatus: () => maps.status,
  APIProvider: (props: {
    apiKey: string;
    onError?: (error: unknown) => void;
    children: ReactNode;
  }) => {
    maps.provider(props);
    return <div data-testid="api-provider">{props.children}</div>;
  },
  Map: (props: { children?: ReactNode }) => {
    maps.map(props);
    return <div data-testid="google-map">{props.children}</div>;
  },
  Marker: (props: { title: string }) => {
    maps.marker(props);
    return <div data-testid="marker">{props.title}</div>;
  },
}));

const labels = {
  map: "Karta",
  openInMaps: "Visa på karta",
  newTab: "(öppnas i ny flik)",
  approximate: "Ungefärligt läge",
};

const props: SiteMapProps = {
  name: "Bilhallen Göteborg",
  addressLines: ["Industrivägen 3", "411 01 Göteborg"],
  coordinates: { lat: 57.70887, lng: 11.97456 },
  mapsHref: "https://www.google.com/maps/search/?api=1&query=Industriv%C3%A4gen+3",
  labels,
};

describe("SiteMap", () => {
  beforeEach(() => {
    maps.status = "LOADED";
    maps.provider.mockClear();
    maps.map.mockClear();
    maps.marker.mockClear();
  });

  it("without a key shows the static map, the address, the coordinates and the maps link", () => {
    const onMapsLink = vi.fn();
    render(<SiteMap {...props} onMapsLink={onMapsLink} />);
    const region = screen.getByRole("region", { name: "Karta" });
    expect(region).toHaveAttribute("data-map-mode", "static");
    expect(region.querySelector("[data-static-map]")).not.toBeNull();
    expect(region).toHaveTextContent("Industrivägen 3");
    expect(region).toHaveTextContent("411 01 Göteborg");
    expect(region).toHaveTextContent("57.7089°, 11.9746°");
    const link = screen.getByRole("link", { name: /Visa på karta/ });
    expect(link).toHaveAttribute("href", props.mapsHref);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAccessibleName(/öppnas i ny flik/);
    fireEvent.click(link);
    expect(onMapsLink).toHaveBeenCalledOnce();
    expect(maps.provider).not.toHaveBeenCalled();
  });

  it("says the position is approximate without coordinates", () => {
    render(<SiteMap {...props} coordinates={undefined} />);
    expect(screen.getByRole("region")).toHaveTextContent("Ungefärligt läge");
  });

  it("with a key loads the Google map centred on the site, with a marker", async () => {
    render(<SiteMap {...props} apiKey="public-key" />);
    await screen.findByTestId("google-map");
    expect(screen.getByRole("region")).toHaveAttribute("data-map-mode", "interactive");
    expect(maps.provider).toHaveBeenCalledWith(expect.objectContaining({ apiKey: "public-key" }));
    expect(maps.map).toHaveBeenLastCalledWith(
      expect.objectContaining({
        defaultCenter: { lat: 57.70887, lng: 11.97456 },
        defaultZoom: DEFAULT_MAP_ZOOM,
      }),
    );
    expect(screen.getByTestId("marker")).toHaveTextContent("Bilhallen Göteborg");
    // The address and the link stay next to the map.
    expect(screen.getByRole("link", { name: /Visa på karta/ })).toBeInTheDocument();
  });

  it("centres on Stockholm at zoom 12 without coordinates, and sets no marker", async () => {
    render(<SiteMap {...props} coordinates={undefined} apiKey="public-key" />);
    await screen.findByTestId("google-map");
    expect(maps.map).toHaveBeenLastCalledWith(
      expect.objectContaining({ defaultCenter: DEFAULT_MAP_CENTER, defaultZoom: 12 }),
    );
    expect(screen.queryByTestId("marker")).toBeNull();
  });

  it("falls back to the static map when the script fails to load", async () => {
    render(<SiteMap {...props} apiKey="public-key" />);
    await screen.findByTestId("google-map");
    const { onError } = maps.provider.mock.lastCall?.[0] as { onError: (error: unknown) => void };
    act(() => onError(new Error("script blocked")));
    await waitFor(() =>
      expect(screen.getByRole("region")).toHaveAttribute("data-map-mode", "static"),
    );
    expect(screen.queryByTestId("google-map")).toBeNull();
    expect(screen.getByRole("region").querySelector("[data-static-map]")).not.toBeNull();
  });

  it("falls back to the static map when the key is refused", async () => {
    maps.status = "AUTH_FAILURE";
    render(<SiteMap {...props} apiKey="wrong-key" />);
    await waitFor(() =>
      expect(screen.getByRole("region")).toHaveAttribute("data-map-mode", "static"),
    );
    expect(screen.queryByTestId("google-map")).toBeNull();
  });
});
