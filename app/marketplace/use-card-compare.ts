import { type CarSliderCompare, useOptionalCompare } from "../../design-system";
import { useTranslate } from "../i18n/translate";

/**
 * The compare toggle for car cards outside the list (carousels, teasers): the app's compare
 * selection (CompareProvider in app/root.tsx); none when the block renders without it.
 */
export function useCardCompare(): CarSliderCompare | undefined {
  const compare = useOptionalCompare();
  const t = useTranslate();
  if (!compare) return undefined;
  return {
    label: t("Marketplace.CompareToggle"),
    isCompared: compare.isCompared,
    onToggle: compare.toggle,
  };
}
