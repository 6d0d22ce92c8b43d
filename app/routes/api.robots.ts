import { cacheHeaders } from "../lib/cache-control";
import { siteOrigin } from "../../sites/request-site";
import type { Route } from "./+types/api.robots";

/** Per site: open to crawlers in production with the sitemap's address; closed everywhere else. */
export function loader({ request, context }: Route.LoaderArgs) {
  const resolution = context.site;
  const sitemap =
    resolution.kind === "site"
      ? `${siteOrigin(request, context, resolution.site)}/sitemap.xml`
      : null;
  const body =
    context.config.deployEnv === "production" && sitemap
      ? `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${sitemap}\n`
      : "User-agent: *\nDisallow: /\n";
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", ...cacheHeaders("publicFile") },
  });
}
