// First: before any route module creates a Zod schema (see the module).
import "./lib/zod-without-eval";
import { useEffect, useMemo, type ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { logger } from "../api-adapters/shared/logger";
import { brandThemeFrom, type PageBrandData } from "../brand-themes/theme-data";
import { neutralBrand, pageBrandDataOf } from "../brand-themes/theme-data.server";
import {
  BrandStyle,
  type BrandTheme,
  CompareProvider,
  GlobalStyle,
  ImageLoaderProvider,
  HeldLinkFollower,
  LinkProvider,
  useNonce,
  lazyComponent,
} from "../design-system";
import type { RouteData } from "../api-adapters/content";
import { gtmBootstrap, resolveGtmId } from "./analytics/gtm";
import { LeadTracker } from "./analytics/LeadTracker";
import { PageViewTracker } from "./analytics/PageViewTracker";
import { useTagManager } from "./analytics/useTagManager";
import { createImageLoader } from "./lib/image-loader";
import type { Route } from "./+types/root";
import { RouterLink, useFollowPageLink } from "./components/RouterLink";
import { CompareDock } from "./marketplace/CompareDock";
import { useBrandHead } from "./lib/brand-head";
import { siteSettings } from "../sites/settings";
import { defaultLanguage, resolveTexts } from "../i18n/catalogue.server";
import { createTranslator, type Texts } from "../i18n/translate";
import { TextsProvider } from "./i18n/translate";
import { pathLanguageSegment } from "../sites/language-paths";
import { LanguagePrefixProvider } from "./i18n/language-prefix";
import { rootTextNamespaces } from "./i18n/text-namespaces";
import { mergeTexts } from "./i18n/merge-texts";

export async function loader({ context }: Route.LoaderArgs) {
  const resolution = context.site;
  const imageHosts = [
    new URL(context.config.upstreams.mediaHost.url).hostname,
    ...context.config.imageAllowedHosts,
  ];
  if (resolution.kind === "unknown") {
    // No site, so no language: the 404 speaks the default one, resolved here like a site's.
    const texts = resolveTexts(defaultLanguage);
    const brand = pageBrandDataOf(neutralBrand);
    throw data(
      { message: `No site is configured for ${resolution.host}`, texts, brand },
      { status: 404 },
    );
  }
  if (resolution.kind === "directory") {
    return {
      kind: "directory" as const,
      imageHosts,
      texts: resolveTexts(defaultLanguage),
      brand: pageBrandDataOf(neutralBrand),
    };
  }

  const { site } = resolution;
  const content = context.upstream.content;
  const [settings, dictionary] = await Promise.all([
    siteSettings(content, site),
    content.getDictionary(site.contentSiteName, site.language),
  ]);
  return {
    kind: "site" as const,
    site: {
      id: site.id,
      name: site.name,
      brand: site.brand,
      language: site.language,
      /** "" in the default language, "/sv" in Swedish: links stay in the page's language. */
      languagePrefix: site.languagePrefix,
      locale: site.locale,
      currency: site.currency,
      carSearch: site.features.carSearch,
    },
    settings,
    /**
     * The site language's texts of the shell's namespaces, resolved here so no catalogue ships to
     * the browser; a page's data adds its blocks' (app/i18n/text-namespaces.ts).
     */
    texts: resolveTexts(site.language, dictionary, rootTextNamespaces(site.features.carSearch)),
    /**
     * The site's theme as data (the client bundle carries no brand's theme), without its CSS and
     * icon: the document head has them (app/lib/brand-head.tsx).
     */
    brand: pageBrandDataOf(site.brand),
    imageHosts,
  };
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>;

/**
 * The root loader reads only the site (from the host and the path's language prefix) and its
 * settings, texts (dictionary applied) and image hosts, none of which a client navigation on the
 * same origin in the same language changes: a car-list filter click
 * or a link to another page loads the page's data alone. After an action (a form that is not a
 * GET) or an explicit revalidation the defaults apply.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  const submitted = formMethod !== undefined && formMethod.toUpperCase() !== "GET";
  const revalidating = currentUrl.href === nextUrl.href;
  // `/x` -> `/sv/x`: the texts, language and locale are the other language's (decision 0024).
  const languageChanged =
    pathLanguageSegment(currentUrl.pathname) !== pathLanguageSegment(nextUrl.pathname);
  if (submitted || revalidating || languageChanged || currentUrl.origin !== nextUrl.origin) {
    return defaultShouldRevalidate;
  }
  return false;
};

const noTexts = {};

/** The default language's texts an unknown host's 404 carries (the root loader throws them). */
function textsOfError(error: unknown): Texts {
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null) {
    return noTexts;
  }
  const { texts } = error.data as { texts?: Texts };
  return texts ?? noTexts;
}

/** The neutral theme an unknown host's 404 carries (the root loader throws it with the texts). */
function brandOfError(error: unknown): PageBrandData | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null) {
    return undefined;
  }
  return (error.data as { brand?: PageBrandData }).brand;
}

function isPageData(data: unknown): data is { kind: "page"; route: RouteData } {
  return typeof data === "object" && data !== null && "kind" in data && data.kind === "page";
}

/** The texts a route's data adds to the root's (the page's blocks' namespaces). */
function textsOfRoute(data: unknown): Texts | undefined {
  if (typeof data !== "object" || data === null || !("texts" in data)) return undefined;
  return data.texts as Texts;
}

/** Marks the document once React has hydrated it: end-to-end tests wait for this. */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
}

export function Layout({ children }: { children: ReactNode }) {
  useHydratedMarker();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const site = rootData?.kind === "site" ? rootData.site : undefined;
  const error = useRouteError();
  // The root loader's theme: the site's, or the neutral one of the directory and unknown hosts.
  const brandData = rootData?.brand ?? brandOfError(error);
  const head = useBrandHead(brandData?.id);
  const brand = brandData && head ? brandThemeFrom({ ...brandData, css: head.css }) : undefined;
  const nonce = useNonce();
  const followPageLink = useFollowPageLink();
  const routeData = useMatches()
    .filter((match) => match.id !== "root")
    .map((match) => match.data);
  const page = routeData.find(isPageData);
  const texts = mergeTexts(rootData?.texts ?? noTexts, routeData.map(textsOfRoute).find(Boolean));
  const gtmId =
    site && rootData?.kind === "site"
      ? resolveGtmId(page?.route.fields.gtmID?.value, rootData.settings.gtmID)
      : null;
  // A client navigation to a page with its own gtmID loads that container (once per id).
  useTagManager(gtmId);
  const imageLoader = useMemo(
    () => createImageLoader(rootData?.imageHosts ?? []),
    [rootData?.imageHosts],
  );

  return (
    <html lang={site?.language ?? "en"} data-brand={brand?.id}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {brand && head ? <BrandHead brand={brand} favicon={head.favicon} /> : null}
        <GlobalStyle />
        {gtmId ? (
          // The id is validated (GTM-…) before it is written into the script. The nonce is the
          // server's CSP marker: the script is allowed by hash (server/edge/csp.ts).
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: gtmBootstrap(gtmId) }} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        <TextsProvider texts={texts} locale={site?.locale ?? "en"}>
          <LanguagePrefixProvider prefix={site?.languagePrefix ?? ""}>
            <LinkProvider value={RouterLink}>
              <HeldLinkFollower.Provider value={followPageLink}>
                <ImageLoaderProvider value={imageLoader}>
                  {/* The compare selection outlives navigation (specs/marketplace.md 4). */}
                  <CompareProvider>
                    {children}
                    {/* Keyed by language: the fetched details are texts in the page's language. */}
                    {site?.carSearch ? (
                      <CompareDock key={site.languagePrefix} locale={site.locale} />
                    ) : null}
                  </CompareProvider>
                </ImageLoaderProvider>
              </HeldLinkFollower.Provider>
            </LinkProvider>
          </LanguagePrefixProvider>
        </TextsProvider>
        {site ? (
          <PageViewTracker
            pageName={page?.route.displayName ?? page?.route.name ?? "not-found"}
            pageVariantId="_default"
            language={site.language}
            currency={site.currency}
          />
        ) : null}
        {site ? <LeadTracker /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The brand's favicon, font and custom properties in the document head. */
function BrandHead({ brand, favicon }: { brand: BrandTheme; favicon: string }) {
  return (
    <>
      <link rel="icon" href={favicon} />
      <link
        rel="preload"
        as="font"
        type="font/woff2"
        href={brand.fonts.preload}
        crossOrigin="anonymous"
      />
      <link rel="stylesheet" href={brand.fonts.stylesheet} />
      <BrandStyle brand={brand} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

/** Loaded only when shown (issue 17); hydration waits for it as for a page's blocks. */
const NotFound = lazyComponent(() =>
  import("../design-system/blocks/NotFound/NotFound").then((module) => module.NotFound),
);

/** Last line of defence: anything a route did not handle, in the site's language and brand. */
export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const t = createTranslator(
    rootData?.texts ?? textsOfError(error),
    rootData?.kind === "site" ? rootData.site.locale : "en",
  );
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) logger.error("app.unhandled-error", { message: String(error) });
  return (
    <main>
      <NotFound
        heading={t(notFound ? "Shell.NotFoundHeading" : "Shell.ErrorHeading")}
        text={t(notFound ? "Shell.NotFoundText" : "Shell.ErrorText")}
        homeLink={{ href: "/", text: t("Shell.BackToHome") }}
      />
    </main>
  );
}
