import { z } from "zod";
import { TextSection } from "../../design-system";
import { defineBlock } from "../composer/block";
import { toLink } from "../composer/field-values";
import { linkField, requiredTextField, textField } from "../composer/fields";

export const textSectionBlock = defineBlock(
  z.object({
    fields: z.object({
      Title: requiredTextField,
      Text: textField.optional(),
      Link: linkField.optional(),
    }),
    params: z.object({ HeadingLevel: z.enum(["1", "2"]).optional() }),
  }),
  ({ fields, params }) => (
    <TextSection
      title={fields.Title.value}
      text={fields.Text?.value}
      link={toLink(fields.Link)}
      headingLevel={params.HeadingLevel === "1" ? 1 : 2}
    />
  ),
);
