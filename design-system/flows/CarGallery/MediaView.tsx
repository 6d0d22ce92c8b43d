import { lazy, Suspense } from "react";
import styled from "styled-components";
import type { CarGalleryLabels, CarGalleryMedia, CarGalleryMode } from "./types";

// The viewers load when a 360 mode is first chosen, never with the page (specs: performance).
const SpinViewer = lazy(() =>
  import("./SpinViewer").then((module) => ({ default: module.SpinViewer })),
);
const PanoramaViewer = lazy(() =>
  import("./PanoramaViewer").then((module) => ({ default: module.PanoramaViewer })),
);

const Video = styled.video`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

/** The video, exterior 360 or interior 360 of a car, filling its stage. */
export function MediaView({
  mode,
  media,
  title,
  labels,
  autoRotate,
}: {
  mode: Exclude<CarGalleryMode, "images">;
  media: CarGalleryMedia;
  title: string;
  labels: CarGalleryLabels;
  autoRotate?: boolean;
}) {
  if (mode === "video") {
    return (
      <Video
        src={media.video}
        controls
        playsInline
        preload="metadata"
        aria-label={labels.video(title)}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      {mode === "exterior360" ? (
        <SpinViewer
          frames={media.exterior360 ?? []}
          label={labels.exterior360(title)}
          instructions={labels.spinInstructions}
          stopLabel={labels.stopRotation}
          startLabel={labels.startRotation}
          autoRotate={autoRotate}
        />
      ) : (
        <PanoramaViewer
          src={media.interior360 ?? ""}
          label={labels.interior360(title)}
          instructions={labels.panoramaInstructions}
          stopLabel={labels.stopRotation}
          startLabel={labels.startRotation}
          autoRotate={autoRotate}
        />
      )}
    </Suspense>
  );
}
