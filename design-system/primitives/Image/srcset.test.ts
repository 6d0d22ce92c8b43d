import { describe, expect, it, vi } from "vitest";
import { unoptimisedImageLoader } from "./ImageLoaderProvider";
import { IMAGE_DEVICE_SIZES, buildImageSources } from "./srcset";

const optimiser = (src: string, width: number) => `/_img?url=${encodeURIComponent(src)}&w=${width}`;

describe("buildImageSources", () => {
  it("offers the device sizes 320, 640, 1280 and 1920", () => {
    expect(IMAGE_DEVICE_SIZES).toEqual([320, 640, 1280, 1920]);
  });

  it("builds one srcset candidate per device size, the largest as src", () => {
    const { src, srcSet } = buildImageSources("https://cdn.example.com/xc60.jpg", optimiser);
    const url = encodeURIComponent("https://cdn.example.com/xc60.jpg");
    expect(srcSet).toBe(
      [320, 640, 1280, 1920].map((w) => `/_img?url=${url}&w=${w} ${w}w`).join(", "),
    );
    expect(src).toBe(`/_img?url=${url}&w=1920`);
  });

  it("sorts and de-duplicates custom widths", () => {
    const loader = vi.fn((src: string, width: number) => `${src}?w=${width}`);
    const { srcSet } = buildImageSources("/a.jpg", loader, [640, 320, 640, 0]);
    expect(srcSet).toBe("/a.jpg?w=320 320w, /a.jpg?w=640 640w");
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it("leaves the image unoptimised with the default loader", () => {
    expect(buildImageSources("https://other.example.org/x.jpg", unoptimisedImageLoader)).toEqual({
      src: "https://other.example.org/x.jpg",
    });
  });

  it("leaves the image unoptimised when the loader declines a host", () => {
    const allowList = (src: string, width: number) =>
      src.startsWith("https://cdn.example.com/") ? `${src}?w=${width}` : null;
    expect(buildImageSources("https://elsewhere.example.net/x.jpg", allowList)).toEqual({
      src: "https://elsewhere.example.net/x.jpg",
    });
  });

  it("percent-encodes whitespace that would break a candidate", () => {
    const { srcSet } = buildImageSources("/bil bild.jpg", (src, w) => `${src}?w=${w}`, [320]);
    expect(srcSet).toBe("/bil%20bild.jpg?w=320 320w");
  });
});
