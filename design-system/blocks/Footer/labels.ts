import type { Translate } from "../../../i18n/translate";
import type { FooterLabels } from "./Footer";

/** The footer's own texts from the site's texts (the app's t, or the stories'). */
export function footerLabels(t: Translate): FooterLabels {
  return {
    navigation: t("Shell.FooterNavigation"),
    socialLinks: t("Footer.SocialLinks"),
    newTab: t("Shell.NewTab"),
  };
}
