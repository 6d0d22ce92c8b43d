import type { RouteData } from "../../api-adapters/content";
import { brandDesigns, brandThemes } from "../../brand-themes";
import { BrandScope, LinkProvider } from "../../design-system";
import { EditingLink } from "../components/EditingLink";
import type { BlockContext, BlockRegistry } from "./block";
import type { PreparedRoute } from "./prepare-renderings.server";
import { Placeholder } from "./Placeholder";
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

/** The car-brand design a page asks for with its BrandDesign field ("BMW", …), if it is known. */
export function brandDesignOf(route: Pick<RouteData, "fields">) {
  const value = route.fields.BrandDesign?.value;
  return typeof value === "string" && Object.hasOwn(brandDesigns, value)
    ? brandDesigns[value as keyof typeof brandDesigns]
    : null;
}

/** The context every block renders with, from the root loader's site data. */
export function createBlockContext(
  site: SiteRootData,
  path: string,
  pageEditing: boolean,
): BlockContext {
  return {
    brand: brandThemes[site.site.brand],
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
  const design = brandDesignOf(route);
  const themed = design ? <BrandScope brand={brandThemes[design]}>{page}</BrandScope> : page;
  return pageEditing ? <LinkProvider value={EditingLink}>{themed}</LinkProvider> : themed;
}
