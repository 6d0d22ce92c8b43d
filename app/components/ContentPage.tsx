import type { RouteData } from "../../api-adapters/content";
import { brandThemes } from "../../brand-themes";
import { LinkProvider } from "../../design-system";
import { blockRegistry } from "../blocks/registry";
import type { BlockContext } from "../composer/block";
import { Placeholder } from "../composer/Placeholder";
import { EditingLink } from "./EditingLink";
import { uiTexts } from "../i18n/ui-texts";
import type { RootLoaderData } from "../root";

interface ContentPageProps {
  site: Extract<RootLoaderData, { kind: "site" }>;
  route: RouteData;
  path: string;
  pageEditing: boolean;
}

/** A composed content page: the header, main and footer placeholders through the registry. */
export function ContentPage({ site, route, path, pageEditing }: ContentPageProps) {
  const context: BlockContext = {
    brand: brandThemes[site.site.brand],
    siteName: site.settings.name,
    language: site.site.language,
    path,
    pageEditing,
    texts: uiTexts(site.site.language),
  };
  const { header, main, footer } = route.placeholders;
  const page = (
    <>
      <Placeholder renderings={header} registry={blockRegistry} context={context} />
      <main id="main-content">
        <Placeholder renderings={main} registry={blockRegistry} context={context} />
      </main>
      <Placeholder renderings={footer} registry={blockRegistry} context={context} />
    </>
  );
  return pageEditing ? <LinkProvider value={EditingLink}>{page}</LinkProvider> : page;
}
