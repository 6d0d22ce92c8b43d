import { z } from "zod";
import { SiteFooter } from "../../design-system";
import { defineBlock } from "../composer/block";
import { linkListField, requiredTextField, textField } from "../composer/fields";

export const siteFooterBlock = defineBlock(
  z.object({
    fields: z.object({
      Text: textField.optional(),
      Copyright: requiredTextField,
      Links: linkListField.default([]),
    }),
  }),
  ({ fields }, { texts }) => (
    <SiteFooter
      navigationLabel={texts.footerNavigation}
      text={fields.Text?.value}
      copyright={fields.Copyright.value}
      links={fields.Links.map(({ fields: { Link } }) => ({
        href: Link.value.href,
        text: Link.value.text,
      }))}
    />
  ),
);
