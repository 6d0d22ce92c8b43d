import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type ImgHTMLAttributes,
  type SyntheticEvent,
} from "react";
import { preload } from "react-dom";
import styled, { css } from "styled-components";
import { motion } from "../../theme";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";
import { useImageLoader } from "./ImageLoaderProvider";
import { buildImageSources } from "./srcset";

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "srcSet" | "loading" | "fetchPriority" | "width" | "height" | "alt" | "placeholder"
> {
  src: string;
  /** Describes the image; `""` for a decorative image (then it is skipped by screen readers). */
  alt: string;
  /** Intrinsic width in px; with `height` it reserves the space so nothing shifts on load. */
  width?: number;
  /** Intrinsic height in px. */
  height?: number;
  /**
   * How wide the image is shown at each viewport width, so the browser picks the right srcset
   * candidate, e.g. `"(min-width: 1024px) 33vw, 100vw"`. Full width by default.
   */
  sizes?: string;
  /** A tiny blurred version (data URL) shown until the image has loaded. */
  blurDataUrl?: string;
  /**
   * The largest image at the top of the page (hero, car detail): loaded eagerly with high fetch
   * priority and preloaded. Everything else is lazy.
   */
  priority?: boolean;
  /** Fills its container (which sets the size), cropping (`cover`) or letterboxing (`contain`). */
  fit?: "cover" | "contain";
}

type Phase = "server" | "loading" | "loaded";

const Frame = styled.span<{ $fit?: "cover" | "contain"; $blur: boolean; $animate: boolean }>`
  position: relative;
  display: block;
  overflow: hidden;
  ${({ $fit }) =>
    $fit &&
    css`
      width: 100%;
      height: 100%;
    `}
  ${({ $blur, $animate }) =>
    $blur &&
    css`
      &::before {
        content: "";
        position: absolute;
        inset: 0;
        background-image: var(--fc-image-placeholder);
        background-size: cover;
        background-position: center;
        filter: blur(1rem);
        transform: scale(1.1);
        ${
          $animate &&
          css`
            transition: opacity ${motion.slow} ease-out;
          `
        }
      }
      &[data-phase="loaded"]::before {
        opacity: 0;
      }
      &[data-phase="loading"] > img {
        opacity: 0;
      }
      > img {
        ${
          $animate &&
          css`
            transition: opacity ${motion.slow} ease-out;
          `
        }
      }
    `}
`;

const Img = styled.img<{ $fit?: "cover" | "contain" }>`
  position: relative;
  display: block;
  width: 100%;
  height: ${({ $fit }) => ($fit ? "100%" : "auto")};
  object-fit: ${({ $fit }) => $fit ?? "fill"};
`;

/** The frame of an `Image` with a placeholder, around the server's `img`. */
function placeholderFrameOf(img: HTMLImageElement): HTMLElement | null {
  const frame = img.parentElement;
  return frame?.hasAttribute("data-phase") ? frame : null;
}

/**
 * For server HTML of images that no component hydrates (a block the browser keeps as the
 * server rendered it, decision 0049): each placeholder fades once its image is in, as `Image`
 * does. Returns the clean-up.
 */
export function settleServerImages(root: HTMLElement): () => void {
  const settle = (img: HTMLImageElement) => {
    const frame = placeholderFrameOf(img);
    if (frame && img.complete && img.naturalWidth > 0) frame.dataset.phase = "loaded";
  };
  root.querySelectorAll("img").forEach(settle);
  // `load` does not bubble: listened for on the way down.
  const onLoad = (event: Event) => {
    if (event.target instanceof HTMLImageElement) settle(event.target);
  };
  root.addEventListener("load", onLoad, true);
  return () => root.removeEventListener("load", onLoad, true);
}

/**
 * A responsive image: srcset at the device sizes through the app's `ImageLoaderProvider`
 * (unoptimised, plain `src`, when the loader declines), width and height against layout shift,
 * lazy unless `priority`, and an optional blur placeholder that fades out once the image has
 * loaded (no fade under reduced motion).
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  blurDataUrl,
  priority = false,
  fit,
  className,
  style,
  onLoad,
  ...rest
}: ImageProps) {
  const loader = useImageLoader();
  const reducedMotion = usePrefersReducedMotion();
  const sources = buildImageSources(src, loader);
  const imgRef = useRef<HTMLImageElement>(null);
  const [phase, setPhase] = useState<Phase>("server");

  if (priority) {
    preload(sources.src, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: sources.srcSet,
      imageSizes: sources.srcSet ? sizes : undefined,
    });
  }

  // After hydration: an image that finished before React attached its listeners is done; any
  // other is hidden behind the placeholder until its load event.
  useEffect(() => {
    const img = imgRef.current;
    setPhase(img && img.complete && img.naturalWidth > 0 ? "loaded" : "loading");
  }, [sources.src]);

  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    setPhase("loaded");
    onLoad?.(event);
  };

  const placeholder = blurDataUrl
    ? ({ "--fc-image-placeholder": `url("${blurDataUrl}")` } as CSSProperties)
    : undefined;

  return (
    <Frame
      className={className}
      style={placeholder}
      data-phase={blurDataUrl ? phase : undefined}
      $fit={fit}
      $blur={Boolean(blurDataUrl)}
      $animate={!reducedMotion}
    >
      <Img
        ref={imgRef}
        {...rest}
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sources.srcSet ? sizes : undefined}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        onLoad={handleLoad}
        style={style}
        $fit={fit}
      />
    </Frame>
  );
}
