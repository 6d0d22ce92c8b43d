import { cacheHeaders } from "../lib/cache-control";
import { siteForRequest } from "../sites/request-site";
import type { Route } from "./+types/api.robots";

/** Per site: open to crawlers in production with the sitemap's address; closed everywhere else. */
export function loader({ request, context }: Route.LoaderArgs) {
  const resolution = siteForRequest(request, context);
  const url = new URL(request.url);
  const production = context.config.deployEnv === "production" && resolution.kind === "site";
  const body = production
    ? `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${url.origin}/sitemap.xml\n`
    : "User-agent: *\nDisallow: /\n";
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", ...cacheHeaders("publicFile") },
  });
}
