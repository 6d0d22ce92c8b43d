import type { Language, NavigationItem } from "../../../api-adapters/content";
import { MainNavigation, mainNavigationLabels } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import {
  mergeAuthoredItems,
  toExtraItems,
  toMegaMenuItems,
  toNavLanguages,
} from "./main-navigation-data";
import type { mainNavigationLoader } from "./main-navigation.server";

export interface MainNavigationData {
  /** null: the navigation could not be loaded (logged); the header degrades to logo and extras. */
  navigation: NavigationItem[] | null;
  languages: Language[];
  currentLanguage: string | null;
}

export const mainNavigationBlock = defineDataBlock<typeof mainNavigationLoader>(
  ({ fields, params }, { brand, siteName, language, path, t }, data) => {
    const items = data?.navigation
      ? mergeAuthoredItems(toMegaMenuItems(data.navigation), fields.MegaMenuItems)
      : null;
    return (
      <MainNavigation
        logo={<brand.Logo title={siteName} />}
        homeLabel={t("Shell.HomeLinkLabel", { site: siteName })}
        items={items}
        extraItems={toExtraItems(fields.ExtraItems)}
        languages={toNavLanguages(data?.languages ?? [])}
        currentLanguage={data?.currentLanguage ?? language}
        currentPath={path}
        transparentOnHome={params.TransparentOnHome}
        labels={mainNavigationLabels(t)}
      />
    );
  },
);
