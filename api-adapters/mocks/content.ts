import { graphql, HttpResponse } from "msw";
import type { LayoutData } from "../content/schemas";
import { toRoute, type SiteContent } from "./fixtures/content/builders";
import { siteContent } from "./fixtures/content";

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

/**
 * The content service (Experience Edge-style GraphQL) answered from fixtures. Parameterised by
 * endpoint so the server (absolute URL), Storybook (same-origin path) and tests share it.
 */
export function contentHandlers(
  endpoint: string,
  content: Record<string, SiteContent> = siteContent,
) {
  const api = graphql.link(endpoint);

  return [
    api.query("Layout", ({ request, variables: raw }) => {
      const variables = raw as { site: string; routePath: string; language: string };
      if (!request.headers.get("sc_apikey")) {
        return HttpResponse.json({ errors: [{ message: "Missing API key" }] }, { status: 401 });
      }
      const site = content[variables.site];
      if (!site || site.language !== variables.language) {
        return HttpResponse.json({ data: { layout: null } });
      }
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
      const site = content[variables.site];
      const paths =
        site && site.language === variables.language ? Object.keys(site.pages).sort() : [];
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
    api.query("SiteSettings", ({ request, variables: raw }) => {
      const variables = raw as { site: string; language: string };
      if (!request.headers.get("sc_apikey")) {
        return HttpResponse.json({ errors: [{ message: "Missing API key" }] }, { status: 401 });
      }
      const site = content[variables.site];
      const settings = site && site.language === variables.language ? site.settings : null;
      return HttpResponse.json({ data: { siteSettings: settings } });
    }),
  ];
}
