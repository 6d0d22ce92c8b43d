import type { Translate } from "../../../i18n/translate";
import type { VideoLabels } from "./Video";

/** The video toggles' names from the site's texts (the app's t, or the stories' Swedish one). */
export function videoLabels(t: Translate): VideoLabels {
  return {
    play: t("Blocks.Video.Play"),
    pause: t("Blocks.Video.Pause"),
    mute: t("Blocks.Video.Mute"),
    unmute: t("Blocks.Video.Unmute"),
  };
}
