import { Countdown, countdownLabels, parseCountdownDate } from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { nonEmpty } from "../../composer/field-values";
import type { countdownLoader } from "./countdown.server";

/**
 * Countdown: the server's clock travels with the page data (loadData), so the server render and
 * hydration show the same time left; the clock ticks after mount and stops at zero.
 */
export const countdownBlock = defineDataBlock<typeof countdownLoader>(
  ({ fields }, context, data) => (
    <Countdown
      target={parseCountdownDate(fields.Date.value) ?? 0}
      initialNow={data?.now}
      title={nonEmpty(fields.Title)}
      doneText={nonEmpty(fields.DoneText)}
      labels={countdownLabels(context.t)}
    />
  ),
);
