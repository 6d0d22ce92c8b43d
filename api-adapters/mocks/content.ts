import { graphql, HttpResponse, type GraphQLResponseBody } from "msw";
import type { LayoutData } from "../content/schemas";
import { toRoute, type NavigationFixture, type SiteContent } from "./fixtures/content/builders";
import { brandCode, brandLogoNames } from "./fixtures/content/brand-logos";
import { extraLanguageContent, siteContent } from "./fixtures/content";
import { storiesHandlers } from "./content-stories";

/** Content paths are case-insensitive and ignore a trailing slash, as Sitecore's are. */
export function normaliseRoutePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") : lower;
}

function findPage(site: SiteContent, routePath: string) {
  const wanted = normaliseRoutePath(routePath);
  const entry = Object.entries(site.pages).find(([path]) => normaliseRoutePath(path) === wanted);
  return entry ? { path: entry[0], page: entry[1] } : null;
}

const field = <T>(value: T) => ({ value });

function navigationNode(item: NavigationFixture, siblingIndex: number): Record<string, unknown> {
  const children = item.children ?? [];
  return {
    id: `nav-${item.path}`,
    name: item.name,
    url: { path: item.path },
    navigationTitle: field(item.title ?? item.name),
    hideInNavigation: field(item.hidden ?? false),
    isNavigableInMenuWhenItHasChildren: field(item.navigableWithChildren ?? false),
    externalLink: item.externalHref
      ? field({ href: item.externalHref, linktype: "external" })
      : null,
    posInMenu: field(siblingIndex + 1),
    orderInDropdown: field(siblingIndex + 1),
    hasChildren: children.length > 0,
    children: { results: children.map(navigationNode) },
  };
}

/** A site without an authored tree gets one level from its pages. */
function defaultNavigation(site: SiteContent): NavigationFixture[] {
  return Object.entries(site.pages)
    .filter(([path]) => path !== "/" && !path.startsWith("/demo/"))
    .map(([path, page]) => ({ name: page.metaTitle, path }));
}

const missingKey = () =>
  HttpResponse.json<GraphQLResponseBody<Record<string, never>>>(
    { errors: [{ message: "Missing API key" }] },
    { status: 401 },
  );

/**
 * The content service (Experience Edge-style GraphQL) answered from fixtures. Parameterised by
 * endpoint so the server (absolute URL), Storybook (same-origin path) and tests share it.
 */
export function contentHandlers(
  endpoint: string,
  content: Record<string, SiteContent> = siteContent,
  translations: Partial<Record<string, Record<string, SiteContent>>> = extraLanguageContent,
) {
  const api = graphql.link(endpoint);
  /** A site's content in a language: its default language's, or an extra language's. */
  const contentIn = (siteName: string, language: string): SiteContent | undefined => {
    const site = content[siteName];
    return site?.language === language ? site : translations[siteName]?.[language];
  };
  /** Every language a site has content in, the default first. */
  const languagesOf = (siteName: string): SiteContent[] => {
    const site = content[siteName];
    return site ? [site, ...Object.values(translations[siteName] ?? {})] : [];
  };

  return [
    ...storiesHandlers(api),
    api.query("Layout", ({ request, variables: raw }) => {
      const variables = raw as { site: string; routePath: string; language: string };
      if (!request.headers.get("sc_apikey")) {
        return HttpResponse.json({ errors: [{ message: "Missing API key" }] }, { status: 401 });
      }
      const site = contentIn(variables.site, variables.language);
      if (!site) return HttpResponse.json({ data: { layout: null } });
      const match = findPage(site, variables.routePath);
      if (!match) return HttpResponse.json({ data: { layout: { item: null } } });
      const rendered: LayoutData = {
        sitecore: {
          context: {
            pageEditing: false,
            pageState: "normal",
            language: site.language,
            itemPath: match.path,
            site: { name: variables.site },
          },
          route: toRoute(site, match.page),
        },
      };
      return HttpResponse.json({ data: { layout: { item: { rendered } } } });
    }),
    api.query("SiteRoutes", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) {
        return HttpResponse.json({ errors: [{ message: "Missing API key" }] }, { status: 401 });
      }
      const variables = raw as {
        site: string;
        language: string;
        first: number;
        after?: string | null;
      };
      const site = contentIn(variables.site, variables.language);
      const paths = site ? Object.keys(site.pages).sort() : [];
      const start = variables.after ? Number(variables.after) : 0;
      const slice = paths.slice(start, start + variables.first);
      const end = start + slice.length;
      return HttpResponse.json({
        data: {
          siteRoutes: {
            total: paths.length,
            pageInfo: {
              endCursor: end < paths.length ? String(end) : null,
              hasNext: end < paths.length,
            },
            results: slice.map((path) => ({ path, updated: "2026-11-01T08:00:00Z" })),
          },
        },
      });
    }),
    api.query("Dictionary", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) return missingKey();
      const variables = raw as {
        site: string;
        language: string;
        first: number;
        after?: string | null;
      };
      const site = contentIn(variables.site, variables.language);
      const entries = site ? Object.entries(site.dictionary ?? {}) : [];
      const start = variables.after ? Number(variables.after) : 0;
      const slice = entries.slice(start, start + variables.first);
      const end = start + slice.length;
      return HttpResponse.json({
        data: {
          site: {
            siteInfo: content[variables.site]
              ? {
                  dictionary: {
                    pageInfo: {
                      endCursor: end < entries.length ? String(end) : null,
                      hasNext: end < entries.length,
                    },
                    results: slice.map(([key, value]) => ({ key, value })),
                  },
                }
              : null,
          },
        },
      });
    }),
    api.query("Navigation", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) return missingKey();
      const variables = raw as { datasource: string; language: string };
      const [siteName, tree = "main"] = variables.datasource.split(":");
      const site = siteName ? contentIn(siteName, variables.language) : undefined;
      if (!site) return HttpResponse.json({ data: { navigation: null } });
      const items = site.navigation?.[tree] ?? (tree === "main" ? defaultNavigation(site) : null);
      return HttpResponse.json({
        data: {
          navigation: items
            ? { children: { results: items.slice(0, 100).map(navigationNode) } }
            : null,
        },
      });
    }),
    api.query("Languages", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) return missingKey();
      const variables = raw as { site: string; routePath: string; language: string };
      const names: Record<string, [string, string]> = {
        sv: ["Swedish", "Svenska"],
        nb: ["Norwegian Bokmål", "Norsk bokmål"],
        fi: ["Finnish", "Suomi"],
        sk: ["Slovak", "Slovenčina"],
        en: ["English", "English"],
        "en-GB": ["English (United Kingdom)", "English (United Kingdom)"],
      };
      const languageOf = (language: string) => {
        const [englishName, nativeName] = names[language] ?? [language, language];
        // The item path: the app puts it under the language's prefix.
        return {
          name: language,
          displayName: nativeName,
          englishName,
          nativeName,
          url: { path: variables.routePath },
        };
      };
      // The languages the page has a version in (Sitecore: language versions of one item).
      const available = languagesOf(variables.site)
        .filter((site) => findPage(site, variables.routePath))
        .map((site) => languageOf(site.language));
      const current = contentIn(variables.site, variables.language);
      return HttpResponse.json({
        data: { languages: { available, current: current ? languageOf(current.language) : null } },
      });
    }),
    api.query("SiteRoot", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) return missingKey();
      const variables = raw as { site: string; language: string };
      const site = content[variables.site];
      return HttpResponse.json({
        data: { siteRoot: site ? { homePath: "/", rootParentId: `root-${variables.site}` } : null },
      });
    }),
    api.query("TableColumnHeaders", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) return missingKey();
      const variables = raw as { item: string; language: string };
      const [siteName, table = ""] = variables.item.split(":");
      const headers = siteName
        ? contentIn(siteName, variables.language)?.columnHeaders?.[table]
        : undefined;
      return HttpResponse.json({ data: { tableColumnHeaders: headers ?? null } });
    }),
    api.query("BrandLogos", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) return missingKey();
      const variables = raw as { language: string; first: number };
      return HttpResponse.json({
        data: {
          brandLogos: {
            results: brandLogoNames.slice(0, variables.first).map((name) => {
              const code = brandCode(name);
              return {
                brandCode: code,
                name,
                logo: { src: `/-/media/brands/${code.toLowerCase()}.svg` },
                logoBlackAndWhite: { src: `/-/media/brands/${code.toLowerCase()}-bw.svg` },
              };
            }),
          },
        },
      });
    }),
    api.query("WildcardPages", ({ request, variables: raw }) => {
      if (!request.headers.get("sc_apikey")) return missingKey();
      const variables = raw as { site: string; language: string; first: number };
      const paths = contentIn(variables.site, variables.language)?.wildcardPages ?? [];
      return HttpResponse.json({
        data: {
          wildcardPages: { results: paths.slice(0, variables.first).map((path) => ({ path })) },
        },
      });
    }),
    api.query("SiteSettings", ({ request, variables: raw }) => {
      const variables = raw as { site: string; language: string };
      if (!request.headers.get("sc_apikey")) {
        return HttpResponse.json({ errors: [{ message: "Missing API key" }] }, { status: 401 });
      }
      const settings = contentIn(variables.site, variables.language)?.settings ?? null;
      return HttpResponse.json({ data: { siteSettings: settings } });
    }),
  ];
}
