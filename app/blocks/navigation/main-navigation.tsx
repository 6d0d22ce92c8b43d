import type { Language } from "../../../api-adapters/content";
import { MainNavigation, mainNavigationLabels, type MegaMenuItem } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { toExtraItems, toNavLanguages } from "./main-navigation-data";
import type { mainNavigationLoader } from "./main-navigation.server";

export interface MainNavigationData {
  /**
   * The menu, made on the server from the navigation tree and the authored mega menu items (the
   * view model, not the content service's tree: half the bytes in every page's data). null: the
   * navigation could not be loaded (logged); the header degrades to logo and extras.
   */
  items: MegaMenuItem[] | null;
  languages: Language[];
  currentLanguage: string | null;
}

export const mainNavigationBlock = defineDataBlock<typeof mainNavigationLoader>(
  ({ fields, params }, { brand, siteName, language, path, t }, data) => {
    return (
      <MainNavigation
        logo={<brand.Logo title={siteName} />}
        homeLabel={t("Shell.HomeLinkLabel", { site: siteName })}
        items={data?.items ?? null}
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
