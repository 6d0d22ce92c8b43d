import { z } from "zod";
import { textField } from "../../composer/fields";
import { checkboxField, imageField, optionalLinkField } from "../../composer/fields";
import { defineBlockLoader } from "../../composer/block";

export const cardSchema = z.object({
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

export const carModelCardsLoader = defineBlockLoader(carModelCardsSchema);
