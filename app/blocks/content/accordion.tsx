import { z } from "zod";
import { Accordion, Container, Heading, space, Stack, RichText } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { nonEmpty } from "../../composer/field-values";
import { booleanParam, richTextField, textField } from "../../composer/fields";

const itemSchema = z.object({
  id: z.string().optional(),
  fields: z.object({
    Title: z.object({ value: z.string().trim().min(1, "must not be empty") }),
    Text: richTextField,
  }),
});

export const accordionSchema = z.object({
  fields: z.object({
    /** An optional heading over the items (an addition to the specs' title and text). */
    Title: textField.optional(),
    Items: z.array(itemSchema),
  }),
  params: z.object({ AllowMultiple: booleanParam }),
});

/**
 * Accordion: items with a title and rich text, on the design-system Accordion. The texts are
 * sanitised into nodes on the server (loadData, one per item); the render only shows them.
 */
export const accordionBlock = defineDataBlock(
  accordionSchema,
  async ({ fields }, _rendering, context) =>
    fields.Items.map((item) => context.sanitizeRichText(item.fields.Text.value)),
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
