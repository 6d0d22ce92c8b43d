import { brandThemeFrom, pageBrandFrom } from "../../brand-themes/theme-data";
import { BrandScope, LinkProvider } from "../../design-system";
import { EditingLink, EditingLinksStayPut } from "../components/EditingLink";
import type { BlockContext, BlockRegistry } from "./block";
import type { PreparedRoute } from "./prepare-renderings.server";
import { Placeholder } from "./Placeholder";
import { useHeldRenderings } from "./held-renderings";
import { componentNamesOf, useBlocksLoaded, useSectionsLoaded } from "./lazy-block";
import { createTranslator } from "../../i18n/translate";
import type { RootLoaderData } from "../root";

type SiteRootData = Extract<RootLoaderData, { kind: "site" }>;

interface ContentPageProps {
  site: SiteRootData;
  /** The bindings of the CMS components (app/blocks/registry.ts). */
  registry: BlockRegistry;
  /** The page, its renderings parsed on the server (composer/prepare-renderings.server.ts). */
  route: PreparedRoute;
  path: string;
  pageEditing: boolean;
}

/** The context every block renders with, from the root loader's site data. */
export function createBlockContext(
  site: SiteRootData,
  path: string,
  pageEditing: boolean,
): BlockContext {
  return {
    brand: pageBrandFrom(site.brand),
    siteName: site.settings.name,
    language: site.site.language,
    locale: site.site.locale,
    currency: site.site.currency,
    path,
    pageEditing,
    t: createTranslator(site.texts, site.site.locale),
    settings: site.settings,
  };
}

/** A composed content page: the header, main and footer placeholders through the registry. */
export function ContentPage({ site, registry, route, path, pageEditing }: ContentPageProps) {
  // The page's blocks are loaded before it renders: one pass, no fallback per block.
  const held = useHeldRenderings();
  useBlocksLoaded(registry, componentNamesOf(route.placeholders, held));
  useSectionsLoaded(registry, route.placeholders, held);
  const context = createBlockContext(site, path, pageEditing);
  const { header, main, footer } = route.placeholders;
  const page = (
    <>
      <Placeholder renderings={header} registry={registry} context={context} />
      <main id="main-content">
        <Placeholder renderings={main} registry={registry} context={context} />
      </main>
      <Placeholder renderings={footer} registry={registry} context={context} />
    </>
  );
  const design = route.brandDesign;
  const themed = design ? <BrandScope brand={brandThemeFrom(design)}>{page}</BrandScope> : page;
  if (!pageEditing) return themed;
  return (
    <LinkProvider value={EditingLink}>
      <EditingLinksStayPut />
      {themed}
    </LinkProvider>
  );
}
