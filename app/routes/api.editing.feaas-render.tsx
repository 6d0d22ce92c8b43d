import { timingSafeEqual } from "node:crypto";
import { data, useRouteLoaderData } from "react-router";
import { prepareContentRoute } from "../blocks/loaders.server";
import { blockRegistry } from "../blocks/registry";
import { ContentPage } from "../composer/ContentPage";
import { cacheHeaders } from "../lib/cache-control";
import type { RootLoaderData } from "../root";
import { siteSettings } from "../../sites/settings";
import { serverTranslator } from "../../i18n/catalogue.server";
import type { Route } from "./+types/api.editing.feaas-render";
import { blockTexts } from "../i18n/page-texts.server";
import { withTexts } from "../i18n/merge-texts";

function secretMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The CMS editor's render endpoint (`/feaas-render`): with the shared secret, renders the page
 * at `?path=` in page-editing mode (editable links, no click navigation, unknown blocks marked),
 * with the blocks' server data (sanitised rich text, navigation, …) loaded as for a page.
 * Only the editing host may frame it (server/edge/security-headers.ts); it is never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!secretMatches(url.searchParams.get("secret"), context.config.editing.secret)) {
    throw data("Invalid editing secret", { status: 401, headers: cacheHeaders("noStore") });
  }
  const resolution = context.site;
  if (resolution.kind !== "site") throw data("Unknown site", { status: 404 });
  const path = url.searchParams.get("path") ?? "/";
  if (!path.startsWith("/") || path.startsWith("//")) throw data("Bad path", { status: 400 });
  const { site } = resolution;
  const content = context.upstream.content;
  const [layout, settings] = await Promise.all([
    content.getLayout(site.contentSiteName, path, site.language),
    siteSettings(content, site),
  ]);
  if (!layout?.sitecore.route) {
    throw data("Not found", { status: 404, headers: cacheHeaders("noStore") });
  }
  // The same preparation as the page's loader: parsed fields and the blocks' server data.
  const { route } = await prepareContentRoute(layout.sitecore.route, {
    content,
    search: context.upstream.search,
    site,
    settings,
    path,
    url,
    wildcardSegments: [],
    t: serverTranslator(site.language, site.locale),
    mapsApiKey: context.config.mapsApiKey,
  });
  const texts = await blockTexts(content, site, route.placeholders);
  return data({ route, path, texts }, { headers: cacheHeaders("noStore") });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function EditingRender({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootLoaderData>("root");
  if (root?.kind !== "site") return null;
  return (
    <ContentPage
      site={withTexts(root, loaderData.texts)}
      registry={blockRegistry}
      route={loaderData.route}
      path={loaderData.path}
      pageEditing
    />
  );
}
