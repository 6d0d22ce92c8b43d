/** The privacy-enhanced YouTube host (no cookies until play); the CSP's frame-src allows it. */
export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const videoIdPattern = /^[A-Za-z0-9_-]{11}$/;

export function isVideoId(value: string | undefined | null): value is string {
  return typeof value === "string" && videoIdPattern.test(value.trim());
}

export interface EmbedOptions {
  /** Starts playing when loaded; browsers only allow that muted, so it also mutes. */
  autoplay?: boolean;
  mute?: boolean;
  /** Shows the player's control bar (default on). */
  controls?: boolean;
}

/**
 * The embed URL for a video, e.g. `https://www.youtube-nocookie.com/embed/<id>?autoplay=1&mute=1&controls=0`,
 * or `null` for an id that is not one (it is never put into a URL unchecked). Related videos
 * come from the same channel (`rel=0`) and phones play inline.
 */
export function videoEmbedUrl(videoId: string, options: EmbedOptions = {}): string | null {
  const id = videoId.trim();
  if (!isVideoId(id)) return null;
  const { autoplay = false, mute = false, controls = true } = options;
  const params = new URLSearchParams({
    autoplay: autoplay ? "1" : "0",
    mute: autoplay || mute ? "1" : "0",
    controls: controls ? "1" : "0",
    playsinline: "1",
    rel: "0",
  });
  return `${VIDEO_EMBED_ORIGIN}/embed/${id}?${params.toString()}`;
}
