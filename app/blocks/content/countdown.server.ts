import { z } from "zod";
import { parseCountdownDate } from "../../../design-system";
import { textField } from "../../composer/fields";
import { defineBlockLoader } from "../../composer/block";

export const countdownSchema = z.object({
  fields: z.object({
    Title: textField.optional(),
    /** The target: ISO 8601 or Sitecore's "20261224T180000Z". */
    Date: z
      .object({ value: z.string() })
      .refine((field) => parseCountdownDate(field.value) !== null, "must be a date"),
    DoneText: textField.optional(),
  }),
  params: z.object({}).loose(),
});

export const countdownLoader = defineBlockLoader(countdownSchema, async () => ({
  now: Date.now(),
}));
