import type { Translate } from "../../../i18n/translate";
import type { MessageBannerLabels } from "./MessageBanner";

/** The message banner's own texts from the site's texts (the app's t, or the stories'). */
export function messageBannerLabels(t: Translate): MessageBannerLabels {
  return {
    region: t("MessageBanner.Label"),
    dismiss: t("MessageBanner.Dismiss"),
    newTab: t("Shell.NewTab"),
  };
}
