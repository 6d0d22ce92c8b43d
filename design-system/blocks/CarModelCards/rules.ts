/** A fact on a car model card ("Räckvidd": "Upp till 480 km"), from LabelN and LabelValueN. */
export interface CarModelFact {
  label: string;
  value: string;
}

/** Specs: a card has up to four labels (Label1-4 with LabelValue1-4). */
export const MAX_CAR_MODEL_FACTS = 4;

/** The facts to show: pairs with both a label and a value, in order, at most four. */
export function carModelFacts(
  pairs: readonly { label?: string | null; value?: string | null }[],
): CarModelFact[] {
  return pairs
    .map((pair) => ({ label: pair.label?.trim() ?? "", value: pair.value?.trim() ?? "" }))
    .filter((pair) => pair.label !== "" && pair.value !== "")
    .slice(0, MAX_CAR_MODEL_FACTS);
}

/**
 * The campaign badge of a card: only when IsCampaign is set; the Campaign text, or the generic
 * label ("Kampanj") when authors left it empty.
 */
export function campaignBadge(
  isCampaign: boolean,
  campaign: string | undefined,
  defaultLabel: string,
): string | undefined {
  if (!isCampaign) return undefined;
  const text = campaign?.trim();
  return text ? text : defaultLabel;
}
