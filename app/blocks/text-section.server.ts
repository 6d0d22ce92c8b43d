import { z } from "zod";
import { linkField, requiredTextField, textField } from "../composer/fields";
import { defineBlockLoader } from "../composer/block";

export const textSectionLoader = defineBlockLoader(
  z.object({
    fields: z.object({
      Title: requiredTextField,
      Text: textField.optional(),
      Link: linkField.optional(),
    }),
    params: z.object({ HeadingLevel: z.enum(["1", "2"]).optional() }),
  }),
);
