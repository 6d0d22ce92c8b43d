import { type CarSliderCompare, useOptionalCompare } from "../../design-system";
import { marketplaceTexts } from "./texts";

/**
 * The compare toggle for car cards outside the list (carousels, teasers): the app's compare
 * selection (CompareProvider in app/root.tsx); none when the block renders without it.
 */
export function useCardCompare(language: string): CarSliderCompare | undefined {
  const compare = useOptionalCompare();
  if (!compare) return undefined;
  return {
    label: marketplaceTexts(language).compareLabel,
    isCompared: compare.isCompared,
    onToggle: compare.toggle,
  };
}
