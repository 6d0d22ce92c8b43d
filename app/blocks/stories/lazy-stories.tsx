import { lazy } from "react";
import type { Translate } from "../../../i18n/translate";
import type {
  PublishInfoProps,
  StoriesListProps,
  StoriesTeaserProps,
  StoryNavigationProps,
} from "../../../design-system/flows/Stories";

/*
 * The stories components come in their own chunk, loaded only by pages that carry a stories
 * block (the server renders them at once: the document waits for every lazy part). Their labels
 * are built in that chunk from the site's `t()`.
 */
const flow = () => import("../../../design-system/flows/Stories");

type WithTexts<P> = Omit<P, "labels" | "label"> & { t: Translate };

export const StoriesList = lazy(async () => {
  const { StoriesList: List, storiesLabels } = await flow();
  return {
    default: ({ t, ...props }: WithTexts<StoriesListProps>) => (
      <List labels={storiesLabels(t).list} {...props} />
    ),
  };
});

export const StoriesTeaser = lazy(async () => ({
  default: (await flow()).StoriesTeaser as (props: StoriesTeaserProps) => React.ReactNode,
}));

export const StoryNavigation = lazy(async () => {
  const { StoryNavigation: Navigation, storiesLabels } = await flow();
  return {
    default: ({ t, ...props }: WithTexts<StoryNavigationProps>) => (
      <Navigation labels={storiesLabels(t).navigation} {...props} />
    ),
  };
});

export const PublishInfo = lazy(async () => {
  const { PublishInfo: Info } = await flow();
  return {
    default: ({ t, ...props }: WithTexts<PublishInfoProps>) => (
      <Info label={t("Stories.Published")} {...props} />
    ),
  };
});
