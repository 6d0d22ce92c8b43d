import type { AutosOnShowMedia } from "../../api-adapters/media/schemas";
import type { CarGalleryMedia } from "../../design-system";

/** The gallery's media from the service's fields: each medium only when its flag says it exists. */
export function toGalleryMedia(media: AutosOnShowMedia): CarGalleryMedia {
  return {
    video: media.hasVideo ? (media.videoUrl ?? undefined) : undefined,
    exterior360: media.has360 ? media.images360 : undefined,
    interior360: media.hasInternal360 ? (media.internal360 ?? undefined) : undefined,
  };
}

/**
 * A car's media from our route (`/api/autosonshow/<regNo>`), checked with the adapter's schema
 * (loaded with the answer, not with the page); undefined on any failure (an error status, the
 * network, a malformed answer: logged as a warning; an abort), and for a car without media (404):
 * the gallery then shows the pictures alone (specs §8).
 */
export async function loadCarMedia(
  path: string,
  signal?: AbortSignal,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<CarGalleryMedia | undefined> {
  try {
    const response = await fetcher(path, { headers: { Accept: "application/json" }, signal });
    if (response.status === 404) return undefined;
    if (!response.ok) return failed(path, `HTTP ${response.status}`);
    const [body, { autosOnShowMediaSchema }] = await Promise.all([
      response.json() as Promise<unknown>,
      import("../../api-adapters/media/schemas"),
    ]);
    const parsed = autosOnShowMediaSchema.safeParse(body);
    return parsed.success ? toGalleryMedia(parsed.data) : failed(path, "malformed media");
  } catch (error) {
    if (signal?.aborted) return undefined;
    return failed(path, error instanceof Error ? error.message : String(error));
  }
}

function failed(path: string, reason: string): undefined {
  console.warn("car-media.unavailable", { path, reason });
  return undefined;
}
