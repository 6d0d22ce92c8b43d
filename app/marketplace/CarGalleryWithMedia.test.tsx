// @vitest-environment jsdom
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resolveTexts } from "../../i18n/catalogue.server";
import { TextsProvider } from "../i18n/translate";
import { loadCarMedia, toGalleryMedia } from "./car-media";
import { CarGalleryWithMedia } from "./CarGalleryWithMedia";

const images = [1, 2, 3].map((n) => ({
  src: `/-/media/cars/1/${n}.svg`,
  thumbnail: `/-/media/cars/1/${n}.svg`,
  blurDataUrl: "data:image/svg+xml,x",
  alt: `Volvo XC60, bild ${n}`,
}));

const media = {
  videoUrl: "/-/media/autosonshow/AB12CDE/walkaround.mp4",
  images360: ["/-/media/autosonshow/AB12CDE/360/1.svg", "/-/media/autosonshow/AB12CDE/360/2.svg"],
  internal360: null,
  hasVideo: true,
  hasInternal360: false,
  has360: true,
};

function renderGallery(regNo?: string) {
  return render(
    <TextsProvider texts={resolveTexts("sv")} locale="sv-SE">
      <CarGalleryWithMedia images={images} regNo={regNo} title="Volvo XC60" />
    </TextsProvider>,
  );
}

const modeSwitch = () => screen.queryByRole("group", { name: "Visa" });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CarGalleryWithMedia", () => {
  it("asks for nothing without a registration number (the car has no autos-on-show media)", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderGallery();
    expect(screen.getByRole("button", { name: "Visa bild 1 av 3 i helskärm" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(modeSwitch()).toBeNull();
  });

  it("offers the modes the media route reports, asked by the compact plate", async () => {
    const fetchMock = vi.fn(async (_url: string) => Response.json(media));
    vi.stubGlobal("fetch", fetchMock);
    renderGallery("AB12 CDE");
    const modes = await waitFor(() => {
      const group = modeSwitch();
      expect(group).not.toBeNull();
      return group as HTMLElement;
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/autosonshow/AB12CDE");
    expect(
      within(modes)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Bilder", "Video", "360° exteriör"]);
    await userEvent.click(within(modes).getByRole("button", { name: "Video" }));
    expect(screen.getByLabelText("Video av Volvo XC60").tagName).toBe("VIDEO");
  });

  it.each([
    ["an error status", () => new Response("{}", { status: 502 })],
    ["a malformed answer", () => Response.json({ ...media, videoUrl: "javascript:alert(1)" })],
    ["a network failure", () => Promise.reject(new TypeError("fetch failed"))],
  ])("falls back to the pictures alone on %s", async (_name, answer) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const fetchMock = vi.fn(answer);
    vi.stubGlobal("fetch", fetchMock);
    renderGallery("AB12CDE");
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith("car-media.unavailable", expect.anything()),
    );
    expect(modeSwitch()).toBeNull();
    expect(screen.getByRole("button", { name: "Visa bild 1 av 3 i helskärm" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Visa bild \d av 3$/ })).toHaveLength(3);
  });

  it("treats a 404 (no media for the car) as no media, quietly", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const fetcher = vi.fn(async () => new Response("{}", { status: 404 }));
    expect(await loadCarMedia("/api/autosonshow/AB12CDE", undefined, fetcher)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("toGalleryMedia", () => {
  it("keeps a medium only when its flag says it exists", () => {
    expect(toGalleryMedia(media)).toEqual({
      video: media.videoUrl,
      exterior360: media.images360,
      interior360: undefined,
    });
    expect(
      toGalleryMedia({ ...media, hasVideo: false, has360: false, internal360: "/p.svg" }),
    ).toEqual({ video: undefined, exterior360: undefined, interior360: undefined });
  });
});
