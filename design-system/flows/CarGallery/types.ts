/** One picture of the car: the full-size source, a thumbnail and the blur placeholder. */
export interface CarGalleryImage {
  src: string;
  /** A smaller version for the thumbnail strip; `src` when absent. */
  thumbnail?: string;
  /** A tiny blurred version (data URL) shown until the picture has loaded. */
  blurDataUrl?: string;
  alt: string;
}

/**
 * The car's other media (the autos-on-show service's, mapped by the app): each present only
 * when the service says it exists.
 */
export interface CarGalleryMedia {
  /** A video file (MP4). */
  video?: string;
  /** The exterior 360: the frames in turning order. */
  exterior360?: readonly string[];
  /** The interior 360: one panorama image whose left and right edges meet. */
  interior360?: string;
}

export const carGalleryModes = ["images", "video", "exterior360", "interior360"] as const;
export type CarGalleryMode = (typeof carGalleryModes)[number];

/** The modes a car can be shown in: images always, the others when their media exist. */
export function availableModes(media: CarGalleryMedia | undefined): CarGalleryMode[] {
  return carGalleryModes.filter((mode) => {
    if (mode === "images") return true;
    if (mode === "video") return Boolean(media?.video);
    if (mode === "exterior360") return (media?.exterior360?.length ?? 0) > 1;
    return Boolean(media?.interior360);
  });
}

/** The gallery's texts, in the site's language (carGalleryLabels(t)). */
export interface CarGalleryLabels {
  /** Names the gallery region. */
  region: string;
  /** Names the mode switch. */
  modes: string;
  modeNames: Record<CarGalleryMode, string>;
  /** The main picture's button, e.g. (2, 8) => "Visa bild 2 av 8 i helskärm". */
  openFullscreen: (index: number, count: number) => string;
  /** A thumbnail's button, e.g. (2, 8) => "Visa bild 2 av 8". */
  showImage: (index: number, count: number) => string;
  /** The position shown on the picture, e.g. (2, 8) => "2 / 8". */
  counter: (index: number, count: number) => string;
  previous: string;
  next: string;
  /** The fullscreen view's close button. */
  close: string;
  /** Shown instead of pictures when the car has none. */
  noImages: string;
  /** Names of the video and the viewers, given the car's title. */
  video: (title: string) => string;
  exterior360: (title: string) => string;
  interior360: (title: string) => string;
  /** How to turn the exterior 360 and look round the interior. */
  spinInstructions: string;
  panoramaInstructions: string;
  /** The rotation toggle while the view turns by itself / while it stands still. */
  stopRotation: string;
  startRotation: string;
}
