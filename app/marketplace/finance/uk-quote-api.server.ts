import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import {
  FinanceProviderError,
  productsRequestSchema,
  quoteReferenceSchema,
  quoteRequestSchema,
} from "../../../api-adapters/finance";
import { logger } from "../../../api-adapters/shared/logger";
import { serverTranslator } from "../../../i18n/catalogue.server";
import type { Translate } from "../../../i18n/translate";
import type { Site } from "../../../sites/registry";
import { cacheHeaders } from "../../lib/cache-control";
import { refuseJsonPost } from "../../lib/json-post.server";
import {
  organisationIdentifier,
  physicalVehicle,
  ukQuoteVehicle,
  type UkQuoteVehicle,
} from "./uk-quote-vehicle";

/*
 * Our /api/codeweaver routes (specs/marketplace.md §7, Finance quote (UK)): the widget's calls,
 * validated with the provider's shapes and sent on with the key, which never leaves the server.
 * The car the browser names is looked up in the site's index and its PhysicalVehicle and dealer
 * are rebuilt from it, so a quote is always on our price. The edge answers other methods (405)
 * and oversized bodies (413) before these run; they check again. Decision 0029.
 */

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: cacheHeaders("noStore") });

interface QuoteSite {
  site: Site;
  t: Translate;
}

/** The site, when it quotes finance (its manifest's features.financeQuotes); null otherwise. */
function quoteSite(context: AppLoadContext): QuoteSite | null {
  const resolution = context.site;
  if (resolution.kind !== "site" || !resolution.site.features.financeQuotes) return null;
  const { site } = resolution;
  return { site, t: serverTranslator(site.language, site.locale) };
}

const notFound = () => json({ message: "Not found" }, 404);

function methodNotAllowed(allow: string) {
  const response = json({ message: "Method not allowed." }, 405);
  response.headers.set("Allow", `${allow}, OPTIONS`);
  return response;
}

/** 400 with the fields that are wrong (their paths), never the values. */
function invalid(t: Translate, error?: z.ZodError): Response {
  const fields = [...new Set((error?.issues ?? []).map((issue) => issue.path.join(".") || "body"))];
  return json({ message: t("FinanceQuote.InvalidRequest"), fields: fields.slice(0, 10) }, 400);
}

/** The provider failed: 502 with the widget's apology, logged (404 stays a 404). */
function providerFailed(t: Translate, operation: string, error: unknown): Response {
  if (error instanceof FinanceProviderError && error.status === 404) {
    return json({ message: t("FinanceQuote.QuoteNotFound") }, 404);
  }
  logger.error("finance-quote.failed", { operation, message: String(error) });
  return json({ message: t("FinanceQuote.Unavailable") }, 502);
}

type ParsedBody<S extends z.ZodType> =
  { ok: true; site: QuoteSite; data: z.output<S> } | { ok: false; response: Response };

async function readBody<S extends z.ZodType>(
  request: Request,
  context: AppLoadContext,
  schema: S,
): Promise<ParsedBody<S>> {
  const site = quoteSite(context);
  if (!site) return { ok: false, response: notFound() };
  const refused = refuseJsonPost(request, site.t);
  if (refused) return { ok: false, response: refused };
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { ok: false, response: invalid(site.t, parsed.error) };
  return { ok: true, site, data: parsed.data };
}

/** The car the browser names, as the provider must see it (from our index), or the answer. */
async function indexedVehicle(
  context: AppLoadContext,
  { site, t }: QuoteSite,
  carId: string,
): Promise<{ ok: true; vehicle: UkQuoteVehicle } | { ok: false; response: Response }> {
  const lookup = await context.upstream.search.carById(site.contentSiteName, carId);
  if (!lookup.ok)
    return { ok: false, response: json({ message: t("FinanceQuote.Unavailable") }, 502) };
  const vehicle = lookup.car ? ukQuoteVehicle(lookup.car) : undefined;
  if (!vehicle)
    return { ok: false, response: json({ message: t("FinanceQuote.CarNotFound") }, 404) };
  return { ok: true, vehicle };
}

/** POST /api/codeweaver/default: the finance products for the car. */
export async function productsAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readBody(request, context, productsRequestSchema);
  if (!body.ok) return body.response;
  const car = await indexedVehicle(context, body.site, body.data.PhysicalVehicle.SourceVehicleId);
  if (!car.ok) return car.response;
  try {
    const products = await context.upstream.finance.products({
      PhysicalVehicle: physicalVehicle(car.vehicle),
      OrganisationIdentifier: organisationIdentifier(car.vehicle),
    });
    return json(products);
  } catch (error) {
    return providerFailed(body.site.t, "products", error);
  }
}

/** POST /api/codeweaver/cfd: a quote for the car with the visitor's term, deposit and mileage. */
export async function quoteAction(request: Request, context: AppLoadContext): Promise<Response> {
  const body = await readBody(request, context, quoteRequestSchema);
  if (!body.ok) return body.response;
  const [item] = body.data.VehicleRequests;
  if (!item) return invalid(body.site.t);
  const car = await indexedVehicle(context, body.site, item.PhysicalVehicle.SourceVehicleId);
  if (!car.ok) return car.response;
  try {
    const quote = await context.upstream.finance.quote({
      VehicleRequests: [
        {
          Id: item.Id,
          Parameters: {
            ...item.Parameters,
            OrganisationIdentifier: organisationIdentifier(car.vehicle),
          },
          PhysicalVehicle: physicalVehicle(car.vehicle),
        },
      ],
    });
    return json(quote);
  } catch (error) {
    return providerFailed(body.site.t, "quote", error);
  }
}

/** GET /api/codeweaver/legal?quoteRef=: the quote's terms and conditions. */
export async function legalLoader(request: Request, context: AppLoadContext): Promise<Response> {
  const site = quoteSite(context);
  if (!site) return notFound();
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed("GET, HEAD");
  const query = new URL(request.url).searchParams;
  const references = query.getAll("quoteRef");
  const reference = quoteReferenceSchema.safeParse(references.length === 1 ? references[0] : null);
  if (!reference.success) return invalid(site.t);
  try {
    return json(await context.upstream.finance.legal(reference.data));
  } catch (error) {
    return providerFailed(site.t, "legal", error);
  }
}
