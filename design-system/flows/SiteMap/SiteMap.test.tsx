// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from "./geo";
import { SiteMap } from "./SiteMap";
import type { SiteMapProps } from "./types";
import { LAZY_CHUNK_TIMEOUT } from "../../../tests/setup/async-timeouts";
import { maps, resetMaps } from "../../../tests/setup/google-maps-mock";

vi.mock("@vis.gl/react-google-maps", () => import("../../../tests/setup/google-maps-mock"));

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
  beforeEach(resetMaps);

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
    await screen.findByTestId("google-map", undefined, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(screen.getByRole("region")).toHaveAttribute("data-map-mode", "interactive");
    expect(maps.provider).toHaveBeenCalledWith(expect.objectContaining({ apiKey: "public-key" }));
    expect(maps.map).toHaveBeenLastCalledWith(
      expect.objectContaining({
        defaultCenter: { lat: 57.70887, lng: 11.97456 },
        defaultZoom: DEFAULT_MAP_ZOOM,
      }),
    );
    expect(maps.markers).toHaveBeenCalledOnce();
    expect(maps.markers).toHaveBeenCalledWith(
      expect.objectContaining({ title: "Bilhallen Göteborg" }),
    );
    // The address and the link stay next to the map.
    expect(screen.getByRole("link", { name: /Visa på karta/ })).toBeInTheDocument();
  });

  it("centres on Stockholm at zoom 12 without coordinates, and sets no marker", async () => {
    render(<SiteMap {...props} coordinates={undefined} apiKey="public-key" />);
    await screen.findByTestId("google-map", undefined, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(maps.map).toHaveBeenLastCalledWith(
      expect.objectContaining({ defaultCenter: DEFAULT_MAP_CENTER, defaultZoom: 12 }),
    );
    expect(maps.markers).not.toHaveBeenCalled();
  });

  it("falls back to the static map when the script fails to load", async () => {
    render(<SiteMap {...props} apiKey="public-key" />);
    await screen.findByTestId("google-map", undefined, { timeout: LAZY_CHUNK_TIMEOUT });
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
