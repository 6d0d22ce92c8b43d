import { z } from "zod";
import { booleanParam, linkField, requiredTextField, textField } from "../composer/fields";
import { defineBlockLoader } from "../composer/block";

export const callToActionLoader = defineBlockLoader(
  z.object({
    fields: z.object({
      Title: requiredTextField,
      Text: textField.optional(),
      Button: linkField.optional(),
    }),
    params: z.object({ ButtonType: z.string().optional(), IsPageTitle: booleanParam }),
  }),
);
