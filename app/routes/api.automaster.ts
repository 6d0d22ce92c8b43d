import { z } from "zod";
import type { AppLoadContext } from "react-router";
import { kitSessionSchema } from "../../api-adapters/erp";
import { logger } from "../../api-adapters/shared/logger";
import { cartTotals, KIT_DEFAULT_CURRENCY } from "../../design-system/flows/Kits/rules";
import { serverTranslator } from "../../i18n/catalogue.server";
import type { Translate } from "../../i18n/translate";
import { cacheHeaders } from "../lib/cache-control";
import { refuseJsonPost } from "../lib/json-post.server";
import type { Route } from "./+types/api.automaster";

/*
 * POST /api/automaster (specs/marketplace.md 7, Forms and kits): the kits page's quote, sent on
 * to the dealer ERP with its key. Only on a site with the kits catalogue; the dealer session's
 * five fields are required (400 otherwise); the cart names kits by id and our server takes them,
 * prices included, from the kits index, never from the browser, and computes the totals. The
 * edge answers other methods (405), oversized bodies (413) and too many posts (429, the API
 * action limit) before this runs. Not retried: a quote must not reach the ERP twice.
 */

/** More kits than a quote could hold is a malformed request. */
export const MAX_QUOTE_KITS = 50;

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: cacheHeaders("noStore") });

const kitIdSchema = z.string().regex(/^[\w-]{1,64}$/);

const cartSchema = z
  .array(z.object({ kitId: kitIdSchema }))
  .min(1)
  .max(MAX_QUOTE_KITS);

/** The site's translator, or null for a host without the kits catalogue (no such route). */
function kitsSiteTranslator(context: AppLoadContext): Translate | null {
  const resolution = context.site;
  if (resolution.kind !== "site" || !resolution.site.features.kits) return null;
  return serverTranslator(resolution.site.language, resolution.site.locale);
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = kitsSiteTranslator(context);
  if (!t || context.site.kind !== "site") return json({ message: "Not found" }, 404);
  const refused = refuseJsonPost(request, t);
  if (refused) return refused;

  const body: unknown = await request.json().catch(() => undefined);
  const record = typeof body === "object" && body !== null ? body : {};
  const session = kitSessionSchema.safeParse(record);
  if (!session.success) {
    const missing = [...new Set(session.error.issues.map((issue) => String(issue.path[0])))];
    return json({ message: t("Kits.SessionRequired"), fields: missing }, 400);
  }
  const cart = cartSchema.safeParse((record as { cart?: unknown }).cart);
  if (!cart.success) return json({ message: t("Kits.InvalidCart") }, 400);

  const site = context.site.site;
  const kitIds = [...new Set(cart.data.map((entry) => entry.kitId))];
  const found = await context.upstream.search.findKits(site.contentSiteName, {
    filters: { kitId: kitIds },
    facets: [],
    limit: kitIds.length,
  });
  if (!found.ok) return json({ message: t("Kits.QuoteError") }, 502);
  const kits = found.response.content;
  const unknown = kitIds.filter((id) => !kits.some((kit) => kit.kitId === id));
  if (unknown.length > 0) {
    return json({ message: t("Kits.KitNotFound", { kitIds: unknown.join(", ") }) }, 400);
  }

  try {
    await context.upstream.erp.sendQuote({
      ...session.data,
      cart: kits,
      currency: kits[0]?.currency ?? KIT_DEFAULT_CURRENCY,
      totals: cartTotals(kits),
    });
  } catch (error) {
    logger.error("kits.quote-failed", {
      site: site.id,
      dealer: session.data.dealer,
      transactionId: session.data.transactionId,
      reason: error instanceof Error ? error.message : String(error),
    });
    return json({ message: t("Kits.QuoteError") }, 502);
  }
  return json({ ok: true, message: t("Kits.QuoteSuccess") });
}
