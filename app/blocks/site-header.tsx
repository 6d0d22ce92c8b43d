import { SiteHeader } from "../../design-system";
import { defineBlock } from "../composer/block";
import type { siteHeaderLoader } from "./site-header.server";

export const siteHeaderBlock = defineBlock<typeof siteHeaderLoader>(
  ({ fields }, { brand, siteName, path, t }) => (
    <SiteHeader
      logo={<brand.Logo title={siteName} />}
      homeLabel={t("Shell.HomeLinkLabel", { site: siteName })}
      navigationLabel={t("Shell.MainNavigation")}
      links={fields.Links.map(({ fields: { Link } }) => ({
        href: Link.value.href,
        text: Link.value.text,
        current: Link.value.href === path,
      }))}
    />
  ),
);
