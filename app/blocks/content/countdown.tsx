import {
  countdownLabels,
  DeferredSection,
  deferredSectionLoad,
  lazyComponent,
  parseCountdownDate,
  SkeletonOnDemand,
} from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { nonEmpty } from "../../composer/field-values";
import type { countdownLoader } from "./countdown.server";

// Below the first view on the home pages: the countdown's code (its clock) loads when it comes
// near the viewport; until then the first load keeps the server's HTML, which shows the time
// left when the page was rendered (DeferredSection, decision 0028 addendum of session 43).
const LiveCountdown = lazyComponent(() =>
  import("../../../design-system/blocks/Countdown/Countdown").then((module) => module.Countdown),
);

/** In a client navigation, while the countdown's code loads: a box of about its height. */
const countdownFallback = <SkeletonOnDemand shape="rect" height="10rem" />;

/**
 * Countdown: the server's clock travels with the page data (loadData), so the server render and
 * hydration show the same time left; the clock ticks after mount and stops at zero.
 */
const countdownView = defineDataBlock<typeof countdownLoader>(({ fields }, context, data) => (
  <DeferredSection
    component={LiveCountdown}
    props={{
      target: parseCountdownDate(fields.Date.value) ?? 0,
      initialNow: data?.now,
      title: nonEmpty(fields.Title),
      doneText: nonEmpty(fields.DoneText),
      labels: countdownLabels(context.t),
    }}
    fallback={countdownFallback}
    loaded={LiveCountdown.loaded()}
  />
));

export const countdownBlock: typeof countdownView = {
  ...countdownView,
  sectionsFor: (data) => (data ? deferredSectionLoad(data, LiveCountdown) : undefined),
};
