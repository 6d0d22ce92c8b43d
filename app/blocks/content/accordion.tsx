import { Accordion, Container, Heading, space, Stack, RichText } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { nonEmpty } from "../../composer/field-values";
import type { accordionLoader } from "./accordion.server";

/**
 * Accordion: items with a title and rich text, on the design-system Accordion. The texts are
 * sanitised into nodes on the server (loadData, one per item); the render only shows them.
 */
export const accordionBlock = defineDataBlock<typeof accordionLoader>(
  ({ fields, params }, _context, texts) => {
    if (fields.Items.length === 0) return null;
    const title = nonEmpty(fields.Title);
    return (
      <Container as="section" style={{ paddingBlock: space.xl }}>
        <Stack gap="lg">
          {title ? <Heading level={2}>{title}</Heading> : null}
          <Accordion
            headingLevel={title ? 3 : 2}
            allowMultiple={params.AllowMultiple}
            items={fields.Items.map((item, index) => ({
              id: item.id ?? String(index),
              title: item.fields.Title.value.trim(),
              content: <RichText nodes={texts?.[index] ?? []} />,
            }))}
          />
        </Stack>
      </Container>
    );
  },
);
