import { z } from "zod";
import { checkboxField, textField } from "../../composer/fields";
import { defineBlockLoader } from "../../composer/block";

export const alertBannerSchema = z.object({
  fields: z.object({
    /** The message flag. */
    ShowMessage: checkboxField,
    /** Information, Warning, Error or Success; empty means no alert. */
    MessageType: textField.default({ value: "" }),
    Title: textField.default({ value: "" }),
    Text: textField.default({ value: "" }),
  }),
  params: z.object({}).loose().default({}),
});

export const alertBannerLoader = defineBlockLoader(alertBannerSchema);
