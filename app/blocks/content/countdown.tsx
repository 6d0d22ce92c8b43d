import { z } from "zod";
import { Countdown, parseCountdownDate } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { textField } from "../../composer/fields";
import { nonEmpty } from "../../composer/field-values";

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

/**
 * Countdown: the server's clock travels with the page data (loadData), so the server render and
 * hydration show the same time left; the clock ticks after mount and stops at zero.
 */
export const countdownBlock = defineDataBlock(
  countdownSchema,
  async () => ({ now: Date.now() }),
  ({ fields }, context, data) => (
    <Countdown
      target={parseCountdownDate(fields.Date.value) ?? 0}
      initialNow={data?.now}
      title={nonEmpty(fields.Title)}
      doneText={nonEmpty(fields.DoneText)}
      labels={{
        days: context.translate("Blocks.Countdown.Days"),
        hours: context.translate("Blocks.Countdown.Hours"),
        minutes: context.translate("Blocks.Countdown.Minutes"),
        seconds: context.translate("Blocks.Countdown.Seconds"),
      }}
    />
  ),
);
