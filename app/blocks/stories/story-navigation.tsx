import { Container, SectionErrorFallback } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { reloadPage } from "../../composer/RenderingBoundary";
import { StoryNavigation } from "./lazy-stories";
import type { storyNavigationLoader } from "./story-navigation.server";

/**
 * Story navigation (specs 2): back to the index, previous and next. When the neighbours could
 * not be read (logged and rethrown, specs 8) this block alone shows the fallback box.
 */
export const storyNavigationBlock = defineDataBlock<typeof storyNavigationLoader>(
  (_props, context, data) => {
    if (data === undefined) return <SectionErrorFallback onReload={reloadPage} />;
    if (data === null) return null;
    return (
      <Container>
        <StoryNavigation
          backHref={data.backHref}
          {...(data.previous ? { previous: data.previous } : {})}
          {...(data.next ? { next: data.next } : {})}
          t={context.t}
        />
      </Container>
    );
  },
);
