import type { z } from "zod";
import {
  campaignBadge,
  carModelFacts,
  CarModelCards,
  type CarModelCard,
} from "../../../design-system";
import { defineBlock } from "../../composer/block";
import { nonEmpty, toImage } from "../../composer/field-values";
import type { carModelCardsLoader, cardSchema } from "./car-model-cards.server";

type CardFields = z.output<typeof cardSchema>["fields"];

export function toCarModelCard(
  card: { id?: string; fields: CardFields },
  campaignLabel: string,
): CarModelCard {
  const f = card.fields;
  return {
    id: card.id,
    title: f.Title.value.trim(),
    text: nonEmpty(f.Text),
    image: toImage(f.Image),
    href: f.Link?.value.href,
    campaign: campaignBadge(f.IsCampaign, f.Campaign?.value, campaignLabel),
    facts: carModelFacts([
      { label: f.Label1?.value, value: f.LabelValue1?.value },
      { label: f.Label2?.value, value: f.LabelValue2?.value },
      { label: f.Label3?.value, value: f.LabelValue3?.value },
      { label: f.Label4?.value, value: f.LabelValue4?.value },
    ]),
  };
}

/** CarModelCards (specs §3: Title, Text, Image, Link, IsCampaign, Campaign, Label1-4, LabelValue1-4). */
export const carModelCardsBlock = defineBlock<typeof carModelCardsLoader>(({ fields }, context) => {
  const campaignLabel = context.t("Blocks.CarModelCards.Campaign");
  return (
    <CarModelCards
      title={nonEmpty(fields.Title)}
      cards={fields.Cards.map((card) => toCarModelCard(card, campaignLabel))}
    />
  );
});
