import { z } from "zod";
import { optionalLinkField, requiredTextField, textField } from "../../composer/fields";
import { defineBlockLoader } from "../../composer/block";

export const messageBannerSchema = z.object({
  fields: z.object({
    /** Also the key its dismissal is remembered by. */
    Title: requiredTextField,
    Text: textField.optional(),
    Link: optionalLinkField,
    /** Warning, Neutral, Dark; empty or anything else is the default (campaign) look. */
    Type: textField.optional(),
  }),
  params: z.object({}).loose().default({}),
});

export const messageBannerLoader = defineBlockLoader(messageBannerSchema);
