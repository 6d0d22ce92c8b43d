import { z } from "zod";
import { booleanParam, richTextField, textField } from "../../composer/fields";
import { defineBlockLoader } from "../../composer/block";

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

export const accordionLoader = defineBlockLoader(
  accordionSchema,
  async ({ fields }, _rendering, context) =>
    fields.Items.map((item) => context.sanitizeRichText(item.fields.Text.value)),
);
