import { z } from "zod";
import { CallToAction } from "../../design-system";
import { defineBlock } from "../composer/block";
import { toLink } from "../composer/field-values";
import { booleanParam, linkField, requiredTextField, textField } from "../composer/fields";

export const callToActionBlock = defineBlock(
  z.object({
    fields: z.object({
      Title: requiredTextField,
      Text: textField.optional(),
      Button: linkField.optional(),
    }),
    params: z.object({ ButtonType: z.string().optional(), IsPageTitle: booleanParam }),
  }),
  ({ fields, params }) => {
    const link = toLink(fields.Button);
    return (
      <CallToAction
        title={fields.Title.value}
        text={fields.Text?.value}
        button={link ? { ...link, variant: params.ButtonType } : undefined}
        isPageTitle={params.IsPageTitle}
      />
    );
  },
);
