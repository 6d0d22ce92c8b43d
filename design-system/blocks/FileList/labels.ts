import type { Translate } from "../../../i18n/translate";
import type { FileListLabels } from "./FileList";

/** The file list's disclosure texts from the site's texts (the app's t, or the stories'). */
export function fileListLabels(t: Translate): FileListLabels {
  return { showMore: t("FileList.ShowMore"), showFewer: t("FileList.ShowFewer") };
}
