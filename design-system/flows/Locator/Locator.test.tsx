// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storyTranslator } from "../../stories/texts";
import { locatorLabels } from "../locator-labels";
import { Locator } from "./Locator";
import type { LocatorMarker, LocatorProps } from "./types";
import { LAZY_CHUNK_TIMEOUT } from "../../../tests/setup/async-timeouts";
import { maps, resetMaps } from "../../../tests/setup/google-maps-mock";

vi.mock("@vis.gl/react-google-maps", () => import("../../../tests/setup/google-maps-mock"));

const labels = locatorLabels(storyTranslator("en"));

function marker(index: number, overrides: Partial<LocatorMarker> = {}): LocatorMarker {
  return {
    id: `m${index}`,
    type: "F150Location",
    name: `F-150 Town${index} Motors`,
    city: `Town${index}`,
    address: `Ringweg ${index}`,
    zip: String(10_000 + index),
    lat: 50 + index * 0.1,
    lng: 10 + index * 0.1,
    emails: [`sales${index}@dealer.example`],
    phones: ["+49 30 123 45 67"],
    webpages: [`https://town${index}.dealer.example`],
    ...overrides,
  };
}

const berlin = marker(100, {
  id: "berlin",
  name: "F-150 Berlin Motors",
  city: "Berlin",
  lat: 52.52,
  lng: 13.405,
});
const markers = [berlin, ...Array.from({ length: 29 }, (_, index) => marker(index))];

function renderLocator(props: Partial<LocatorProps> = {}) {
  return render(<Locator markers={markers} labels={labels} locale="en" {...props} />);
}

// By tag: role queries over 30 styled cards are slow in jsdom.
const cards = () => [...document.querySelectorAll("article")];
/** The map region (in the Map view, hidden below 1024 px while the list shows). */
const mapRegion = () => document.querySelector("[data-map-mode]") as HTMLElement;

function grantPosition(position: { lat: number; lng: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback) =>
    success({
      coords: { latitude: position.lat, longitude: position.lng },
    } as GeolocationPosition),
  );
  Object.defineProperty(navigator, "geolocation", {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

beforeEach(resetMaps);
afterEach(() => vi.restoreAllMocks());

describe("Locator without a maps key", () => {
  it("lists 20 cards, then 5 more per 'show more', with the static plot of the markers", () => {
    const { container } = renderLocator();
    expect(screen.getByText("30 locations")).toBeInTheDocument();
    expect(cards()).toHaveLength(20);
    fireEvent.click(screen.getByText("Show more"));
    expect(cards()).toHaveLength(25);
    fireEvent.click(screen.getByText("Show more"));
    expect(cards()).toHaveLength(30);
    expect(screen.queryByText("Show more")).toBeNull();
    expect(mapRegion()).toHaveAttribute("aria-label", "Map");
    expect(mapRegion()).toHaveAttribute("data-map-mode", "static");
    expect(container.querySelectorAll("[data-static-map] circle[data-marker-id]").length).toBe(30);
    expect(maps.provider).not.toHaveBeenCalled();
  });

  it("says 'No dealers found' without markers", () => {
    renderLocator({ markers: [] });
    expect(screen.getByText("No dealers found")).toBeInTheDocument();
  });

  it("shows 'Unknown location type' for a type it does not know", () => {
    renderLocator({ markers: [marker(1, { type: "Workshop" })] });
    expect(within(cards()[0] as HTMLElement).getByText("Unknown location type")).toBeVisible();
  });

  it("expands a dealer's e-mail, phone and web lists and a charging point's chargers", () => {
    renderLocator({
      markers: [
        marker(1),
        marker(2, {
          type: "ChargingPoint",
          chargerOptions: [
            { id: "a", amount: 6, icon: "CCS2", watts: 350_000 },
            { id: "b", amount: 2, icon: "CCS1", watts: 50_000 },
          ],
        }),
      ],
    });
    const [dealer, charger] = cards() as [HTMLElement, HTMLElement];
    const toggle = within(dealer).getByRole("button", { name: "Show details" });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(within(dealer).getByRole("link", { name: "sales1@dealer.example" })).toHaveAttribute(
      "href",
      "mailto:sales1@dealer.example",
    );
    expect(within(dealer).getByRole("link", { name: "+49 30 123 45 67" })).toHaveAttribute(
      "href",
      "tel:+493012345 67".replace(" ", ""),
    );
    fireEvent.click(within(dealer).getByRole("button", { name: "Hide details" }));
    expect(within(dealer).queryByText("sales1@dealer.example")).toBeNull();
    fireEvent.click(within(charger).getByRole("button", { name: "Show details" }));
    expect(charger).toHaveTextContent("CCS26 × 350 kW");
    expect(charger).toHaveTextContent("CCS12 × 50 kW");
  });

  it("opens directions in the maps service with the destination, in a new tab", () => {
    renderLocator({ markers: [berlin] });
    const link = within(cards()[0] as HTMLElement).getByRole("link", { name: /Directions/ });
    expect(link).toHaveAttribute(
      "href",
      "https://www.google.com/maps/dir/?api=1&destination=52.52,13.405",
    );
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("copies the address and says 'Copied' for a second", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
    renderLocator({ markers: [berlin] });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /Copy address/ }));
    });
    expect(writeText).toHaveBeenCalledWith("Ringweg 100, 10100 Berlin");
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("status")).toHaveTextContent("");
    vi.useRealTimers();
  });

  it("suggests markers for 'Berl'; ArrowDown and Enter select one: selected, expanded, zoomed", () => {
    const { container } = renderLocator();
    const input = screen.getByRole("combobox");
    fireEvent.change(input, { target: { value: "Berl" } });
    const options = screen.getAllByRole("option");
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(5);
    expect(options[0]).toHaveTextContent("F-150 Berlin Motors");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(input).toHaveAttribute("aria-activedescendant", options[0]?.id);
    fireEvent.keyDown(input, { key: "Enter" });
    expect(input).toHaveAttribute("aria-expanded", "false");
    const card = container.querySelector('article[data-marker-id="berlin"]') as HTMLElement;
    expect(card).toHaveAttribute("data-selected");
    expect(within(card).getByRole("button", { name: "Hide details" })).toBeInTheDocument();
    // Selected: zoom 12 on the marker (the static plot's camera).
    expect(container.querySelector("[data-static-map]")).toHaveAttribute("data-zoom", "12");
    expect(mapRegion()).toHaveTextContent("F-150 Berlin Motors");
  });

  it("Escape closes the suggestions; an empty value clears them", () => {
    renderLocator();
    const input = screen.getByRole("combobox");
    fireEvent.change(input, { target: { value: "Town1" } });
    expect(input).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(input, { key: "Escape" });
    expect(input).toHaveAttribute("aria-expanded", "false");
    fireEvent.change(input, { target: { value: "Town1" } });
    fireEvent.change(input, { target: { value: "  " } });
    expect(input).toHaveAttribute("aria-expanded", "false");
  });

  it("selecting the selected marker again deselects it", () => {
    const { container } = renderLocator({ markers: [berlin] });
    const show = screen.getByRole("button", { name: /Show on map/ });
    fireEvent.click(show);
    expect(show).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(show);
    expect(show).toHaveAttribute("aria-pressed", "false");
    expect(container.querySelector("[data-selected]")).toBeNull();
  });

  it("geocodes a term with no fuzzy hit through the offline places, with distances", async () => {
    renderLocator({
      offlinePlaces: [{ name: "Potsdam", country: "Germany", lat: 52.3906, lng: 13.0645 }],
    });
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "Potsdam" } });
    await act(async () => {
      fireEvent.submit(screen.getByRole("search"));
    });
    // Berlin is 27 km from Potsdam: outside 16 miles, so the nearest 3 show.
    expect(screen.getByText("3 locations")).toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent("F-150 Berlin Motors");
    expect(cards()[0]).toHaveTextContent("27 km");
  });

  it("a failed geocode puts the error border on the input and logs the status", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderLocator({ offlinePlaces: [] });
    const input = screen.getByRole("combobox");
    fireEvent.change(input, { target: { value: "Atlantis" } });
    await act(async () => {
      fireEvent.submit(screen.getByRole("search"));
    });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(error).toHaveBeenCalledWith(
      "Geocode was not successful for the following reason: ZERO_RESULTS",
    );
  });

  it("an empty term fits all markers again", async () => {
    renderLocator();
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "Berlin" } });
    await act(async () => fireEvent.submit(screen.getByRole("search")));
    expect(screen.getByText("1 location")).toBeInTheDocument();
    fireEvent.change(screen.getByRole("combobox"), { target: { value: " " } });
    await act(async () => fireEvent.submit(screen.getByRole("search")));
    expect(screen.getByText("30 locations")).toBeInTheDocument();
  });

  it("near me lists the markers around the visitor with distances and hides itself", () => {
    const getCurrentPosition = grantPosition({ lat: 52.5, lng: 13.4 });
    renderLocator();
    fireEvent.click(screen.getByRole("button", { name: "Near me" }));
    expect(getCurrentPosition).toHaveBeenCalledOnce();
    expect(cards()[0]).toHaveTextContent("F-150 Berlin Motors");
    expect(cards()[0]).toHaveTextContent("2 km");
    expect(screen.getByText("3 locations")).toBeInTheDocument();
    // The visitor is inside the fitted map now: Near me is hidden.
    expect(screen.queryByRole("button", { name: "Near me" })).toBeNull();
  });

  it("a denied position is logged as a warning and yields no location", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    Object.defineProperty(navigator, "geolocation", {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) =>
          fail({ code: 1, message: "User denied Geolocation" } as GeolocationPositionError),
      },
    });
    renderLocator();
    fireEvent.click(screen.getByRole("button", { name: "Near me" }));
    expect(warn).toHaveBeenCalledWith("locator.geolocation-failed", {
      code: 1,
      message: "User denied Geolocation",
    });
    expect(screen.getByText("30 locations")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Near me" })).toBeInTheDocument();
  });

  it("fetches the position by itself when permission was already granted", async () => {
    const getCurrentPosition = grantPosition({ lat: 52.5, lng: 13.4 });
    Object.defineProperty(navigator, "permissions", {
      configurable: true,
      value: { query: vi.fn().mockResolvedValue({ state: "granted" }) },
    });
    renderLocator();
    await waitFor(() => expect(getCurrentPosition).toHaveBeenCalledOnce());
    Object.defineProperty(navigator, "permissions", { configurable: true, value: undefined });
  });

  it("switches between the Panel and Map views (the tabs below 1024 px)", () => {
    renderLocator();
    const [panelTab, mapTab] = screen.getAllByRole("tab") as [HTMLElement, HTMLElement];
    expect(panelTab).toHaveAttribute("aria-selected", "true");
    const [panel, map] = screen.getAllByRole("tabpanel", { hidden: true }) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(map).toHaveAttribute("data-inactive");
    fireEvent.click(mapTab);
    expect(mapTab).toHaveAttribute("aria-selected", "true");
    expect(panel).toHaveAttribute("data-inactive");
    expect(map).not.toHaveAttribute("data-inactive");
    fireEvent.keyDown(mapTab, { key: "ArrowLeft" });
    expect(panelTab).toHaveAttribute("aria-selected", "true");
  });
});

describe("Locator with a maps key (the library mocked)", () => {
  it("loads the Google map with every marker; a marker click selects and the preview waits for idle", async () => {
    renderLocator({ apiKey: "public-key" });
    await screen.findByTestId("google-map", undefined, { timeout: LAZY_CHUNK_TIMEOUT });
    expect(mapRegion()).toHaveAttribute("data-map-mode", "interactive");
    expect(maps.provider).toHaveBeenCalledWith(expect.objectContaining({ apiKey: "public-key" }));
    const rendered = new Set(maps.markers.mock.calls.map(([props]) => props.title));
    expect(rendered.has("F-150 Berlin Motors")).toBe(true);
    expect(rendered.size).toBe(30);
    // The initial view fits every marker (capped at 13): the camera moves in an effect, which
    // may run after the markers are on the page (one CI run asserted in between).
    await waitFor(() => expect(maps.camera.fitBounds).toHaveBeenCalled());
    const berlinMarker = maps.markers.mock.calls.find(
      ([props]) => props.title === "F-150 Berlin Motors",
    )?.[0] as { onClick: () => void };
    act(() => berlinMarker.onClick());
    expect(maps.camera.setZoom).toHaveBeenLastCalledWith(12);
    expect(maps.camera.panTo).toHaveBeenLastCalledWith({ lat: 52.52, lng: 13.405 });
    expect(screen.queryByTestId("info-window")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "idle", hidden: true }));
    expect(screen.getByTestId("info-window")).toHaveTextContent("F-150 Berlin Motors");
  });

  it("falls back to the static plot and logs when the maps script fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderLocator({ apiKey: "public-key" });
    await screen.findByTestId("google-map", undefined, { timeout: LAZY_CHUNK_TIMEOUT });
    const { onError } = maps.provider.mock.lastCall?.[0] as { onError: (error: unknown) => void };
    act(() => onError(new Error("script blocked")));
    await waitFor(() => expect(mapRegion()).toHaveAttribute("data-map-mode", "static"));
    expect(error).toHaveBeenCalledWith("Failed to load Google Maps API");
    expect(cards()).toHaveLength(20);
  });

  it("falls back when the key is refused", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    maps.status = "AUTH_FAILURE";
    renderLocator({ apiKey: "wrong-key" });
    await waitFor(() => expect(mapRegion()).toHaveAttribute("data-map-mode", "static"));
  });
});
