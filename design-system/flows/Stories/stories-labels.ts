import type { Translate } from "../../../i18n/translate";
import type { StoriesLabels } from "./types";

/** The stories components' labels from the site's texts (the `Stories` namespace, decision 0016). */
export function storiesLabels(t: Translate): StoriesLabels {
  return {
    list: {
      filterLabel: t("Stories.FilterLabel"),
      showAll: t("Stories.ShowAll"),
      loadMore: t("Stories.LoadMore"),
      showing: t("Stories.Showing"),
      noResults: t("Stories.NoResults"),
      latest: t("Stories.Latest"),
    },
    navigation: {
      navigation: t("Stories.Navigation"),
      back: t("Stories.Back"),
      previous: t("Stories.Previous"),
      next: t("Stories.Next"),
    },
    allStories: t("Stories.AllStories"),
    published: t("Stories.Published"),
  };
}
