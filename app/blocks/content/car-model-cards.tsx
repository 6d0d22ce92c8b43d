import { z } from "zod";
import {
  campaignBadge,
  carModelFacts,
  CarModelCards,
  type CarModelCard,
} from "../../../design-system";
import { defineBlock } from "../../composer/block";
import { textField } from "../../composer/fields";
import { nonEmpty, toImage } from "../../composer/field-values";
import { checkboxField, imageField, optionalLinkField } from "../../composer/fields";

const cardSchema = z.object({
  id: z.string().optional(),
  fields: z.object({
    Title: z.object({ value: z.string().trim().min(1, "must not be empty") }),
    Text: textField.optional(),
    Image: imageField.optional(),
    Link: optionalLinkField,
    IsCampaign: checkboxField,
    Campaign: textField.optional(),
    Label1: textField.optional(),
    LabelValue1: textField.optional(),
    Label2: textField.optional(),
    LabelValue2: textField.optional(),
    Label3: textField.optional(),
    LabelValue3: textField.optional(),
    Label4: textField.optional(),
    LabelValue4: textField.optional(),
  }),
});

export const carModelCardsSchema = z.object({
  fields: z.object({
    /** An optional heading over the cards (an addition to the specs' card fields). */
    Title: textField.optional(),
    Cards: z.array(cardSchema),
  }),
  params: z.object({}).loose(),
});

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
export const carModelCardsBlock = defineBlock(carModelCardsSchema, ({ fields }, context) => {
  const campaignLabel = context.translate("Blocks.CarModelCards.Campaign");
  return (
    <CarModelCards
      title={nonEmpty(fields.Title)}
      cards={fields.Cards.map((card) => toCarModelCard(card, campaignLabel))}
    />
  );
});
