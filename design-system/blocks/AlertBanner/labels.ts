import type { Translate } from "../../../i18n/translate";
import type { AlertBannerLabels } from "./AlertBanner";

/** The alert banner's own texts from the site's texts (the app's t, or the stories'). */
export function alertBannerLabels(t: Translate): AlertBannerLabels {
  return {
    region: t("AlertBanner.Label"),
    dismiss: t("AlertBanner.Dismiss"),
    tones: {
      info: t("AlertBanner.ToneInfo"),
      success: t("AlertBanner.ToneSuccess"),
      warning: t("AlertBanner.ToneWarning"),
      error: t("AlertBanner.ToneError"),
    },
  };
}
