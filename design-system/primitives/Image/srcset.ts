import type { ImageLoader } from "./ImageLoaderProvider";

/** The widths responsive images are offered at (specs: image device sizes). */
export const IMAGE_DEVICE_SIZES = [320, 640, 1280, 1920] as const;

export interface ImageSources {
  src: string;
  /** Absent when the image is unoptimised. */
  srcSet?: string;
}

/** Whitespace ends a URL in a srcset candidate, so it is percent-encoded. */
function srcsetSafe(url: string): string {
  return url.replace(/\s/g, (space) => encodeURIComponent(space));
}

/**
 * The `src` and `srcSet` for an image: one candidate per width from the loader, and the largest
 * as `src` (the fallback for browsers without srcset). If the loader declines any width (returns
 * `null`), the image is unoptimised: the original `src` and no srcset.
 */
export function buildImageSources(
  src: string,
  loader: ImageLoader,
  widths: readonly number[] = IMAGE_DEVICE_SIZES,
): ImageSources {
  const sorted = [...new Set(widths)].filter((w) => w > 0).sort((a, b) => a - b);
  const candidates: { url: string; width: number }[] = [];
  for (const width of sorted) {
    const url = loader(src, width);
    if (url === null || url === "") return { src };
    candidates.push({ url, width });
  }
  const largest = candidates.at(-1);
  if (!largest) return { src };
  return {
    src: largest.url,
    srcSet: candidates.map(({ url, width }) => `${srcsetSafe(url)} ${width}w`).join(", "),
  };
}
