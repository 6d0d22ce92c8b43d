import { z } from "zod";
import { SiteHeader } from "../../design-system";
import { defineBlock } from "../composer/block";
import { linkListField } from "../composer/fields";
import { fillTemplate } from "../i18n/ui-texts";

export const siteHeaderBlock = defineBlock(
  z.object({ fields: z.object({ Links: linkListField.default([]) }) }),
  ({ fields }, { brand, siteName, path, texts }) => (
    <SiteHeader
      logo={<brand.Logo title={siteName} />}
      homeLabel={fillTemplate(texts.homeLinkLabel, siteName)}
      navigationLabel={texts.mainNavigation}
      links={fields.Links.map(({ fields: { Link } }) => ({
        href: Link.value.href,
        text: Link.value.text,
        current: Link.value.href === path,
      }))}
    />
  ),
);
