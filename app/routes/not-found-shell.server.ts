import { logger } from "../../api-adapters/shared/logger";
import { prepareContentRoute } from "../blocks/loaders.server";
import type { BlockDataContext } from "../composer/block";
import type { NotFoundShell } from "../components/not-found-shell";
import { blockTexts } from "../i18n/page-texts.server";

/**
 * The header and footer of the site's home page, for the 404 page: a visitor who lands on a
 * dead link keeps the navigation and the footer. Null when the home layout cannot be read
 * (the 404 page then shows without them; the outage is logged, the status stays 404).
 */
export async function notFoundShell(
  context: Omit<BlockDataContext, "sanitizeRichText">,
): Promise<NotFoundShell | null> {
  const { content, site } = context;
  try {
    const home = (await content.getLayout(site.contentSiteName, "/", site.language))?.sitecore
      .route;
    if (!home) return null;
    const header = home.placeholders.header ?? [];
    const footer = home.placeholders.footer ?? [];
    const shellRoute = { ...home, placeholders: { header, footer } };
    const { route } = await prepareContentRoute(shellRoute, context);
    return {
      header: route.placeholders.header ?? [],
      footer: route.placeholders.footer ?? [],
      texts: await blockTexts(content, site, route.placeholders),
    };
  } catch (error) {
    logger.warn("page.not-found-shell-unavailable", {
      site: site.id,
      message: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}
