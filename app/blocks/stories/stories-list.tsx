import { useNavigate, useNavigation } from "react-router";
import { Container, Heading, SectionErrorFallback, Stack } from "../../../design-system";
import { defineDataBlock, type BlockContext, type BlockProps } from "../../composer/block";
import { nonEmpty } from "../../composer/field-values";
import { reloadPage } from "../../composer/RenderingBoundary";
import { useLocalizedPath } from "../../i18n/language-prefix";
import { StoriesList } from "./lazy-stories";
import type { StoriesListData, storiesListLoader } from "./stories-list.server";
import { storiesHref, toggleTag, type StoriesListState } from "./stories-url";

type Props = BlockProps<typeof storiesListLoader>;

function StoriesListView({
  props: { fields },
  data,
  context,
}: {
  props: Props;
  data: StoriesListData;
  context: BlockContext;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const localized = useLocalizedPath();
  // The filter is in the URL, pushed (back undoes a filter); load more too, replaced (a reload or
  // a shared URL shows the same stories).
  const go = (state: StoriesListState, replace = false) =>
    void navigate(localized(storiesHref(data.path, state)), { preventScrollReset: true, replace });
  const title = nonEmpty(fields.Title);
  return (
    <Container>
      <StoriesList
        {...(title ? { title } : {})}
        stories={data.stories}
        total={data.total}
        tags={data.tags}
        showDates={fields.ShowDates}
        layout={fields.Layout}
        highlightLatestStory={fields.HighlightLatestStory}
        t={context.t}
        locale={context.locale}
        loading={navigation.state === "loading"}
        onTagToggle={(key) => go(toggleTag(data.state, key))}
        onShowAll={() => go({ tags: [], pages: 1 })}
        {...(data.hasNext
          ? { onLoadMore: () => go({ ...data.state, pages: data.state.pages + 1 }, true) }
          : {})}
      />
    </Container>
  );
}

/**
 * The stories list (specs 2, 4). Without its stories the page keeps its heading: nothing more
 * when the page is no stories index, the fallback box when they could not be read (logged by
 * the page loader).
 */
export const storiesListBlock = defineDataBlock<typeof storiesListLoader>(
  (props, context, data) => {
    if (data) return <StoriesListView props={props} data={data} context={context} />;
    const title = nonEmpty(props.fields.Title);
    return (
      <Container>
        <Stack gap="lg">
          {title ? <Heading level={1}>{title}</Heading> : null}
          {data === undefined ? <SectionErrorFallback onReload={reloadPage} /> : null}
        </Stack>
      </Container>
    );
  },
);
