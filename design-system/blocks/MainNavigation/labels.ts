import type { Translate } from "../../../i18n/translate";
import type { MainNavigationLabels } from "./types";

/**
 * The main navigation's texts from the site's texts (authors override the keys per site), for
 * the app and the stories alike.
 */
export function mainNavigationLabels(t: Translate): MainNavigationLabels {
  return {
    navigation: t("Shell.MainNavigation"),
    menu: t("MainNavigation.Menu"),
    closeMenu: t("MainNavigation.CloseMenu"),
    back: t("MainNavigation.Back"),
    more: t("MainNavigation.More"),
    language: t("MainNavigation.Language"),
    overview: (section) => t("MainNavigation.Overview", { section }),
    skipLink: t("MainNavigation.SkipToContent"),
    newTab: t("Shell.NewTab"),
  };
}
