import {
  Container,
  DeferredSection,
  deferredSectionLoad,
  Heading,
  lazyComponent,
  RichText,
  SkeletonOnDemand,
  space,
  Stack,
} from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { nonEmpty } from "../../composer/field-values";
import type { accordionLoader } from "./accordion.server";

// Mostly below the first view (a FAQ under a page's content): the accordion's code (its
// disclosures and keyboard handling) loads when it comes near the viewport or is touched; until
// then the first load keeps the server's HTML, and a press on a header meanwhile is given to the
// live header (DeferredSection, decision 0028 addendum of session 43).
const LiveAccordion = lazyComponent(() =>
  import("../../../design-system/primitives/Accordion/Accordion").then(
    (module) => module.Accordion,
  ),
);

/** A closed item's header: its height, while the code loads in a client navigation. */
const ITEM_HEIGHT_REM = 3;

/**
 * Accordion: items with a title and rich text, on the design-system Accordion. The texts are
 * sanitised into nodes on the server (loadData, one per item); the render only shows them.
 */
const accordionView = defineDataBlock<typeof accordionLoader>(
  ({ fields, params }, _context, texts) => {
    if (fields.Items.length === 0) return null;
    const title = nonEmpty(fields.Title);
    return (
      <Container as="section" style={{ paddingBlock: space.xl }}>
        <Stack gap="lg">
          {title ? <Heading level={2}>{title}</Heading> : null}
          <DeferredSection
            component={LiveAccordion}
            props={{
              headingLevel: title ? 3 : 2,
              allowMultiple: params.AllowMultiple,
              items: fields.Items.map((item, index) => ({
                id: item.id ?? String(index),
                title: item.fields.Title.value.trim(),
                content: <RichText nodes={texts?.[index] ?? []} />,
              })),
            }}
            fallback={
              <SkeletonOnDemand
                shape="rect"
                height={`${fields.Items.length * ITEM_HEIGHT_REM}rem`}
              />
            }
            loaded={LiveAccordion.loaded()}
          />
        </Stack>
      </Container>
    );
  },
);

export const accordionBlock: typeof accordionView = {
  ...accordionView,
  sectionsFor: (texts) => (texts ? deferredSectionLoad(texts, LiveAccordion) : undefined),
};
