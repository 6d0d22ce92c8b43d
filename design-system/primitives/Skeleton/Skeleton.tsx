import styled, { css, keyframes } from "styled-components";
import { space, vars } from "../../theme";

export const skeletonShapes = ["text", "rect", "circle"] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  /** text: lines of body text; rect: an image or card area; circle: an avatar or logo. */
  shape?: SkeletonShape;
  /** Text: the number of lines (the last one is shorter when there are several). */
  lines?: number;
  /** Width as a CSS length (rem or %); text and rect fill their container by default. */
  width?: string;
  /** Rect: the height as a CSS length; `aspectRatio` is the alternative. */
  height?: string;
  /** Rect: an aspect ratio such as "4 / 3", for image placeholders that keep the layout. */
  aspectRatio?: string;
  /** Circle: the diameter as a CSS length. */
  size?: string;
  /**
   * Reserves the content's space while nothing is loading yet (a section that loads when it
   * comes near): no shimmer. An infinite animation off screen still costs the main thread a
   * style and paint on every frame, for as long as the page is open.
   */
  still?: boolean;
  className?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const block = css<{ $still?: boolean }>`
  display: block;
  background-color: ${vars.color.border};
  background-image: linear-gradient(
    90deg,
    transparent 0%,
    ${vars.color.surfaceRaised} 50%,
    transparent 100%
  );
  background-size: 200% 100%;
  background-repeat: no-repeat;
  animation: ${shimmer} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    /* An infinite animation shortened by the global rule would flicker: stop it instead. */
    animation: none;
  }
  ${({ $still }) =>
    $still &&
    css`
      background-image: none;
      animation: none;
    `}
`;

const Line = styled.span<{ $width: string; $still?: boolean }>`
  ${block}
  width: ${({ $width }) => $width};
  height: 0.8em;
  margin-block: 0.35em;
  border-radius: ${vars.radius.control};
`;

const Lines = styled.span`
  display: block;
  width: 100%;
`;

const Rect = styled.span<{ $still?: boolean }>`
  ${block}
  max-width: 100%;
  border-radius: ${vars.radius.card};
`;

const Circle = styled.span<{ $still?: boolean }>`
  ${block}
  flex-shrink: 0;
  border-radius: 50%;
`;

/**
 * A placeholder in the shape of content that is loading. Hidden from assistive technology:
 * wrap a group of skeletons in a `role="status"` element with a visually hidden "Laddar…" so the
 * loading state is announced once, not once per placeholder (see the story). The shimmer stops
 * under reduced motion, and is left out of a `still` placeholder.
 */
export function Skeleton({
  shape = "text",
  lines = 1,
  width,
  height,
  aspectRatio,
  size = space.xxl,
  still = false,
  className,
}: SkeletonProps) {
  if (shape === "circle") {
    return (
      <Circle
        aria-hidden="true"
        className={className}
        $still={still}
        style={{ width: size, height: size }}
      />
    );
  }
  if (shape === "rect") {
    return (
      <Rect
        aria-hidden="true"
        className={className}
        $still={still}
        style={{
          width: width ?? "100%",
          height: height ?? (aspectRatio ? "auto" : "8rem"),
          aspectRatio,
        }}
      />
    );
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <Lines aria-hidden="true" className={className} style={{ width }}>
      {Array.from({ length: count }, (_, index) => (
        <Line
          key={index}
          $still={still}
          $width={count > 1 && index === count - 1 ? "60%" : "100%"}
        />
      ))}
    </Lines>
  );
}
