import { useState } from "react";
import { VisuallyHidden } from "../../primitives/VisuallyHidden";
import { formatMessage } from "../../../i18n/format";
import { COMPARE_MAX_CARS, type CompareChange } from "./compare-state";
import type { CompareBarLabels } from "./CompareBar";

/** The text announced for a change (empty for none). */
export function compareAnnouncement(
  change: CompareChange | null | undefined,
  labels: CompareBarLabels,
  count: number,
  max: number,
  locale?: string,
): string {
  switch (change?.kind) {
    case "added":
      return formatMessage(labels.added, { title: change.car.title, count, max }, locale);
    case "removed":
      return formatMessage(labels.removed, { title: change.car.title }, locale);
    case "cleared":
      return labels.cleared;
    case "refused":
      return formatMessage(labels.maxReached, { max }, locale);
    default:
      return "";
  }
}

export interface CompareAnnouncerProps {
  /** The number of selected cars. */
  count: number;
  /** The selection's maximum (`useCompare().max`). */
  max?: number;
  /** The visitor's last change (`useCompare().lastChange`). */
  lastChange?: CompareChange | null;
  /** `useCompare().changeCount`: tells a repeated change (a second refusal) from an old one. */
  changeCount?: number;
  labels: CompareBarLabels;
  /** Plural forms and digits of the counts ("sv-SE"). */
  locale?: string;
}

/**
 * The compare selection's polite live region: mounted before any change (a region that appears
 * with its message is not read), so it stays while the bar is hidden.
 */
export function CompareAnnouncer({
  count,
  max = COMPARE_MAX_CARS,
  lastChange = null,
  changeCount = 0,
  labels,
  locale,
}: CompareAnnouncerProps) {
  // Changes made before this region mounted (on an earlier page) are not announced again.
  const [changeCountAtMount] = useState(changeCount);
  const announcement =
    changeCount === changeCountAtMount
      ? ""
      : compareAnnouncement(lastChange, labels, count, max, locale) +
        // A different string each time, so the same message twice is read twice.
        (changeCount % 2 === 0 ? "" : "\u00a0");
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}
