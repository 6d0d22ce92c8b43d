import { createContext, useContext } from "react";

/**
 * Turns an image URL and a target width into the URL of an optimised variant, or `null` when
 * the image must not (or cannot) be optimised: then it is shown as is, without a srcset.
 */
export type ImageLoader = (src: string, width: number) => string | null;

/** The default: nothing is optimised, so the design system needs no image server. */
export const unoptimisedImageLoader: ImageLoader = () => null;

const ImageLoaderContext = createContext<ImageLoader>(unoptimisedImageLoader);

/**
 * The app hands in the loader that knows its image optimiser and the allow-list of image hosts
 * (specs: images are optimised only for allowed hosts; others are left unoptimised), e.g.
 * `(src, w) => isAllowedHost(src) ? \`/_img?url=${encodeURIComponent(src)}&w=${w}\` : null`.
 * Like `LinkProvider`, it keeps server concerns out of the design system.
 */
export const ImageLoaderProvider = ImageLoaderContext.Provider;

export function useImageLoader(): ImageLoader {
  return useContext(ImageLoaderContext);
}
