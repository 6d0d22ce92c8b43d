import type { Translate } from "../../../i18n/translate";
import type { CountdownLabels } from "./Countdown";

/** The countdown units' names from the site's texts (the app's t, or the stories'). */
export function countdownLabels(t: Translate): CountdownLabels {
  return {
    days: t("Blocks.Countdown.Days"),
    hours: t("Blocks.Countdown.Hours"),
    minutes: t("Blocks.Countdown.Minutes"),
    seconds: t("Blocks.Countdown.Seconds"),
  };
}
