import { brandThemes } from "../../brand-themes";
import { neutralBrand } from "../../brand-themes/theme-data.server";
import { cacheHeaders } from "../lib/cache-control";
import { faviconSvg } from "../lib/favicon";
import type { Route } from "./+types/api.favicon";

/**
 * `/favicon.ico`: what a browser asks for where a document names no icon (a PDF from a file
 * list, an image opened on its own) and what crawlers fetch. The site's brand icon, as SVG,
 * instead of a 404 through the page composer.
 */
export function loader({ context }: Route.LoaderArgs) {
  const brand = brandThemes[context.site.kind === "site" ? context.site.site.brand : neutralBrand];
  return new Response(faviconSvg(brand), {
    headers: { "Content-Type": "image/svg+xml", ...cacheHeaders("publicFile") },
  });
}
