import { data, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import { logger } from "../../api-adapters/shared/logger";
import { blockRegistry } from "../blocks/registry";
import { serverTranslator } from "../../i18n/catalogue.server";
import { ContentPage } from "../composer/ContentPage";
import { shellOf } from "../components/not-found-shell";
import { lazyComponent } from "../../design-system";
import { prepareContentRoute } from "../blocks/loaders.server";
import { pageStatusOf } from "../composer/prepare-renderings.server";
import { holdStaticRenderings } from "../composer/hold-renderings.server";
import { hydratingBlockFiles } from "../lib/browser-modules.server";
import { cacheHeaders } from "../lib/cache-control";
import { requireUpstream } from "../lib/upstream-failure";
import { pageMeta, siteTitle } from "../lib/seo";
import { pageHeadOf, withPageHead } from "../lib/page-head";
import { createTranslator } from "../../i18n/translate";
import type { RootLoaderData } from "../root";
import { wildcardConsumed, wildcardPage } from "../marketplace/wildcard";
import { sites } from "../../sites/registry";
import { siteIds } from "../../sites/site-ids";
import { siteSettings } from "../../sites/settings";
import { themeDataOf } from "../../brand-themes/theme-data.server";
import type { Route } from "./+types/page";
import { notFoundShell } from "./not-found-shell.server";
import { pageLanguages } from "../i18n/page-languages.server";
import { alternateLinks } from "../i18n/alternate-links";
import { contentPathOf, localizedPath } from "../../sites/language-paths";
import { blockTexts } from "../i18n/page-texts.server";
import { withTexts } from "../i18n/merge-texts";

/*
 * Views most visitors never see load on demand: the demo's site directory (bare localhost) and
 * the 404/error page with its search field (issue 17: about 4 KB of every page's JavaScript).
 * During hydration the page waits for them as it waits for its blocks (the server's HTML stays).
 */
const SiteDirectory = lazyComponent(() =>
  import("../components/SiteDirectory").then((module) => module.SiteDirectory),
);
const NotFoundPage = lazyComponent(() =>
  import("../components/NotFoundPage").then((module) => module.NotFoundPage),
);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const resolution = context.site;
  if (resolution.kind === "directory") {
    if (url.pathname !== "/") throw data(null, { status: 404, headers: cacheHeaders("notFound") });
    return data(
      {
        kind: "directory" as const,
        port: url.port,
        protocol: url.protocol,
        sites: siteIds.map((id) => ({
          id,
          name: sites[id].name,
          language: sites[id].language,
          brand: themeDataOf(sites[id].brand),
        })),
      },
      { headers: cacheHeaders("noStore") },
    );
  }
  if (resolution.kind === "unknown") {
    throw data(null, { status: 404, headers: cacheHeaders("notFound") });
  }

  const { site } = resolution;
  // The content path: `/sv/osta-auto` is `/osta-auto` in Swedish (context.site's language).
  const path = contentPathOf(site.languagePrefix, `/${params["*"] ?? ""}`);
  // Unknown API paths are not content: no upstream lookup for them.
  if (path.startsWith("/api/"))
    throw data(null, { status: 404, headers: cacheHeaders("notFound") });
  const content = context.upstream.content;
  const layoutOf = (routePath: string) =>
    requireUpstream(
      content.getLayout(site.contentSiteName, routePath, site.language),
      "page.content-unavailable",
      { site: site.id, path: routePath },
    );
  const [exactLayout, settings] = await Promise.all([layoutOf(path), siteSettings(content, site)]);
  let layout = exactLayout;
  let pagePath = path;
  let wildcardSegments: string[] = [];
  if (!layout?.sitecore.route) {
    // A path below a wildcard page (car list filters, car detail) renders that page.
    const wildcardPages = await requireUpstream(
      content.getWildcardPages(site.contentSiteName, site.language),
      "page.content-unavailable",
      { site: site.id, path },
    );
    const wildcard = wildcardPage(wildcardPages, path);
    if (wildcard) {
      layout = await layoutOf(wildcard.path);
      pagePath = wildcard.path;
      wildcardSegments = wildcard.segments;
    }
  }
  const blockContext = {
    content,
    search: context.upstream.search,
    site,
    settings,
    path: pagePath,
    url,
    wildcardSegments,
    t: serverTranslator(site.language, site.locale),
    mapsApiKey: context.config.mapsApiKey,
    demoDeployment: context.config.demoDeployment,
  };
  // A missing page keeps the site shell: the home page's header and footer.
  const notFound = async () =>
    data(
      { kind: "notFound" as const, shell: await notFoundShell({ ...blockContext, path }) },
      { status: 404, headers: cacheHeaders("notFound") },
    );
  if (!layout?.sitecore.route) throw await notFound();
  const pageEditing = layout.sitecore.context.pageEditing;
  const [{ route, blockData }, languages] = await Promise.all([
    prepareContentRoute(layout.sitecore.route, blockContext),
    pageLanguages(blockContext),
  ]);
  if (wildcardSegments.length > 0 && !wildcardConsumed(blockData)) throw await notFound();
  const status = pageStatusOf(blockData);
  // The texts of the page's blocks beyond the shell's, which the root data carries.
  const texts = await blockTexts(content, site, route.placeholders);
  // A document's data leaves out what the browser keeps as the server's HTML (decision 0049).
  const held = pageEditing ? undefined : context.heldRenderings;
  const shipped = held ? holdStaticRenderings(route, blockRegistry, held) : route;
  for (const file of hydratingBlockFiles(shipped.placeholders)) context.documentModules?.add(file);
  return data(
    { kind: "page" as const, path: pagePath, route: shipped, pageEditing, languages, texts },
    {
      // A block may answer for the page: the car detail page's not-found view is a 404.
      status,
      headers: cacheHeaders(pageEditing ? "noStore" : status === 404 ? "notFound" : "publicPage"),
    },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) =>
  errorHeaders ?? loaderHeaders;

function rootDataOf(matches: Route.MetaArgs["matches"]): RootLoaderData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootLoaderData | undefined;
}

export const meta: Route.MetaFunction = ({ data: pageData, matches, error }) => {
  const root = rootDataOf(matches);
  if (pageData?.kind === "directory") return [{ title: "Forecourt demo sites" }];
  // The root data carries the site's texts (the directory's: the default language's).
  const t = createTranslator(root?.texts ?? {}, root?.kind === "site" ? root.site.locale : "en");
  if (root?.kind !== "site") return [{ title: t("Shell.NotFoundHeading") }];
  if (!pageData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    const heading = t(notFound ? "Shell.NotFoundHeading" : "Shell.ErrorHeading");
    return [
      { title: siteTitle(root.settings.titleTemplate, heading) },
      { name: "robots", content: "noindex" },
    ];
  }
  // A block may set the head: the car detail page gives the car's (car-detail-seo.ts).
  return withPageHead(
    [
      ...pageMeta({
        route: pageData.route,
        path: localizedPath(root.site.languagePrefix, pageData.path),
        titleTemplate: root.settings.titleTemplate,
        siteUrl: root.settings.url,
        siteName: root.settings.name,
        locale: root.site.locale,
      }),
      ...alternateLinks(pageData.languages, root.settings.url),
    ],
    pageHeadOf(pageData.route),
  );
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<RootLoaderData>("root");
  if (loaderData.kind === "directory") {
    return (
      <SiteDirectory
        sites={loaderData.sites}
        port={loaderData.port}
        protocol={loaderData.protocol}
      />
    );
  }
  if (root?.kind !== "site") return null;

  return (
    <ContentPage
      site={withTexts(root, loaderData.texts)}
      registry={blockRegistry}
      route={loaderData.route}
      path={loaderData.path}
      pageEditing={loaderData.pageEditing}
    />
  );
}

/** 404 in the site's brand and language; other failures (e.g. content service down) likewise. */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) {
    logger.error("page.load-failed", {
      status: isRouteErrorResponse(error) ? error.status : 500,
      message:
        error instanceof Error
          ? error.message
          : isRouteErrorResponse(error)
            ? error.statusText
            : String(error),
    });
  }
  return <NotFoundPage notFound={notFound} shell={notFound ? shellOf(error.data) : null} />;
}
