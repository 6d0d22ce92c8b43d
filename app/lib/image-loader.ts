import type { ImageLoader } from "../../design-system";

/**
 * The app's image loader: media paths (`/-/media/…`) and images on allow-listed hosts go through
 * the image route (resized, AVIF/WebP); anything else, and SVG anywhere, is left unoptimised (specs).
 */
export function createImageLoader(allowedHosts: readonly string[]): ImageLoader {
  const hosts = new Set(allowedHosts.map((host) => host.toLowerCase()));
  return (src, width) => {
    // Vector images are as sharp at every width: re-encoding them would only cost server time.
    if (/\.svg(?:[?#]|$)/i.test(src)) return null;
    // The image route takes one canonical URL per image and refuses sources with their own
    // query (a CMS `?rev=`): those are served as they are rather than broken.
    if (/[?#]/.test(src)) return null;
    let optimisable = /^\/-\/(media|jssmedia)\//i.test(src);
    if (!optimisable && /^https?:\/\//i.test(src)) {
      try {
        optimisable = hosts.has(new URL(src).hostname.toLowerCase());
      } catch {
        optimisable = false;
      }
    }
    return optimisable ? `/api/image?url=${encodeURIComponent(src)}&w=${width}` : null;
  };
}
