import { useEffect, useMemo, useState } from "react";
import { MEDIA_SERVICE_NAME, mediaRoutePath } from "../../api-adapters/media/reg-no";
import {
  CarGallery,
  carGalleryLabels,
  type CarGalleryImage,
  type CarGalleryMedia,
} from "../../design-system";
import { useTranslate } from "../i18n/translate";
import { loadCarMedia } from "./car-media";

export interface CarGalleryWithMediaProps {
  /** The car's pictures, the main one first. */
  images: readonly CarGalleryImage[];
  /**
   * The car's registration number, given only when the car has autos_on_show: then the
   * browser asks our media route for its video and 360 views.
   */
  regNo?: string;
  /** The media service's name in the route (`/api/<name>/<regNo>`): `autosonshow`. */
  mediaName?: string;
  /** The car's title (names the fullscreen view, the video and the 360 views). */
  title: string;
}

/**
 * The car detail page's gallery: the pictures at once (server-rendered), then, in the browser
 * and only for a car with autos-on-show media, the video and 360 modes the media route reports.
 * When that call fails the pictures stay, alone (specs §8 "Media fetch failure").
 */
export function CarGalleryWithMedia({
  images,
  regNo,
  mediaName = MEDIA_SERVICE_NAME,
  title,
}: CarGalleryWithMediaProps) {
  const t = useTranslate();
  const labels = useMemo(() => carGalleryLabels(t), [t]);
  const [media, setMedia] = useState<CarGalleryMedia>();
  const path = regNo ? mediaRoutePath(regNo, mediaName) : undefined;

  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    void loadCarMedia(path, controller.signal).then((loaded) => {
      if (!controller.signal.aborted) setMedia(loaded);
    });
    return () => controller.abort();
  }, [path]);

  return <CarGallery images={images} media={media} title={title} labels={labels} />;
}
