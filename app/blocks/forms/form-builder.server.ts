import { z } from "zod";
import { textField } from "../../composer/fields";
import { defineBlockLoader } from "../../composer/block";

/** FormBuilder: the form builder (JotForm) form to embed, by its id (FormId). */
export const formBuilderLoader = defineBlockLoader(
  z.object({
    fields: z.object({ FormId: textField.optional(), Title: textField.optional() }).loose(),
    params: z.object({}).loose(),
  }),
);
