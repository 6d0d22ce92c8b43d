import type { CSSProperties } from "react";
import styled from "styled-components";
import { useMatchesMedia } from "../../hooks/useMatchesMedia";
import { breakpoints } from "../../theme";
import { buildImageSources, useImageLoader } from "../../primitives/Image";

/** Below this width the phone image and video are used (specs: art direction below 640px). */
export const PHONE_MEDIA_QUERY = `(max-width: ${breakpoints.sm - 0.02}px)`;

export interface MediaImage {
  src: string;
  alt?: string;
  width?: number;
  height?: number;
}

/** The video file for the current screen: the phone cut below 640px when there is one. */
export function useArtDirectedVideo(desktop: string | undefined, phone: string | undefined) {
  const isPhone = useMatchesMedia(PHONE_MEDIA_QUERY);
  return isPhone && phone ? phone : (desktop ?? phone);
}

const Picture = styled.picture<{ $fit: boolean }>`
  display: block;
  width: 100%;
  height: ${({ $fit }) => ($fit ? "100%" : "auto")};
  img {
    display: block;
    width: 100%;
    height: ${({ $fit }) => ($fit ? "100%" : "auto")};
    object-fit: cover;
  }
`;

export interface ArtDirectedImageProps {
  image: MediaImage;
  /** Shown below 640px instead (a portrait crop). */
  phoneImage?: MediaImage;
  /** The decorative case (a hero background with its own text): pass `""`. */
  alt: string;
  /** The largest image at the top of the page: eager, high priority. */
  priority?: boolean;
  /** Fills its container, cropping. */
  fit?: boolean;
  sizes?: string;
  style?: CSSProperties;
}

/**
 * A `<picture>` with a phone source below 640px, both with the srcset of the app's image loader
 * (the Image primitive's `buildImageSources`, so optimisation and the host allow-list are the
 * same). The Image primitive wraps its `<img>`, which `<picture>` needs as a direct child.
 */
export function ArtDirectedImage({
  image,
  phoneImage,
  alt,
  priority = false,
  fit = false,
  sizes = "100vw",
  style,
}: ArtDirectedImageProps) {
  const loader = useImageLoader();
  const desktop = buildImageSources(image.src, loader);
  const phone = phoneImage ? buildImageSources(phoneImage.src, loader) : undefined;
  return (
    <Picture $fit={fit} style={style}>
      {phone ? (
        <source
          media={PHONE_MEDIA_QUERY}
          srcSet={phone.srcSet ?? phone.src}
          sizes={phone.srcSet ? sizes : undefined}
          width={phoneImage?.width}
          height={phoneImage?.height}
        />
      ) : null}
      <img
        src={desktop.src}
        srcSet={desktop.srcSet}
        sizes={desktop.srcSet ? sizes : undefined}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
      />
    </Picture>
  );
}
