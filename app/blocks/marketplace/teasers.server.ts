import { z } from "zod";
import { sortNameSchema, type Car, type DealerSite } from "../../../api-adapters/search";
import { logger } from "../../../api-adapters/shared/logger";
import type { LanguageTag } from "../../../sites/manifest";
import {
  orderByIds,
  parseTeaserIds,
  teaserLimit,
  SITE_TEASER_LIMIT,
  type SiteCardData,
} from "../../../design-system";
import { nonEmpty } from "../../composer/field-values";
import { optionalLinkField, requiredTextField, textField } from "../../composer/fields";
import { toCarCardData, type CarViewOptions } from "../../marketplace/car-view";
import { cardTexts } from "../../marketplace/labels";
import { siteDetailHref, siteListPath } from "../../marketplace/site-paths";
import type { SiteTeaserData } from "./site-teaser";
import type { CarTeaserFields, TeaserCarsData } from "./teasers";
import { defineBlockLoader, type BlockDataContext } from "../../composer/block";

/** A Sitecore number field, sent as a number or as text; "" or absent when not set. */
const numberField = z
  .object({ value: z.union([z.number(), z.string()]).nullable() })
  .optional()
  .transform((field) => field?.value ?? undefined);

/** How the site's cars are shown, or null when the site has no car detail path to link to. */
function carViewOptions({ site, settings, t }: BlockDataContext): CarViewOptions | null {
  const detailPath = settings.pathToCarDetail?.url.trim();
  if (!detailPath) return null;
  return {
    locale: site.locale,
    currency: site.currency,
    detailPath,
    texts: cardTexts(t),
  };
}

const toCards = (cars: readonly Car[], options: CarViewOptions) =>
  cars.map((car) => toCarCardData(car, options));

export const carOfTheWeekSchema = z.object({
  fields: z.object({
    /** The heading; it also names the carousel. */
    Title: requiredTextField,
    ButtonLink: optionalLinkField,
  }),
});

export const carTeaserSchema = z.object({
  fields: z.object({
    Title: textField.optional(),
    ButtonLink: optionalLinkField,
    /** Fixed car ids, comma-separated; PimIds wins over Ids when both are set. */
    PimIds: textField.optional(),
    Ids: textField.optional(),
    /** The predefined query (api-adapters/search/predefined-query.ts), used without ids. */
    PredefinedQuery: textField.optional(),
    NumberOfCars: numberField,
    Limit: numberField,
    /** A sort name ("car_price_asc"); empty: the search's default. */
    Sort: textField.optional(),
  }),
});

/** The teaser's sort, or "" (the default) when unset or not a sort name. */
function teaserSort(fields: CarTeaserFields, context: BlockDataContext): string {
  const sort = nonEmpty(fields.Sort) ?? "";
  if (sort === "" || sortNameSchema.safeParse(sort).success) return sort;
  logger.warn("car-teaser.invalid-sort", { site: context.site.id, path: context.path, sort });
  return "";
}

export const siteTeaserSchema = z.object({
  fields: z.object({ Title: textField.optional() }),
});

/** Countries that write the town before the postcode (UK: "Leeds LS1 4DY"). */
const townBeforePostcode = new Set(["GB", "IE", "US"]);

/** Whether a language's country writes the town first, once per language (Intl is slow). */
const townFirstByLanguage = new Map<LanguageTag, boolean>();

function writesTownFirst(language: LanguageTag): boolean {
  let townFirst = townFirstByLanguage.get(language);
  if (townFirst === undefined) {
    townFirst = townBeforePostcode.has(new Intl.Locale(language).maximize().region ?? "");
    townFirstByLanguage.set(language, townFirst);
  }
  return townFirst;
}

/** Postcode and town in the order the site's country writes them; Nordic and Slovak: "411 01 Göteborg". */
export function localityOf(
  site: Pick<DealerSite, "site_zip" | "site_city">,
  language: LanguageTag,
): { locality?: string } {
  const parts = writesTownFirst(language)
    ? [site.site_city, site.site_zip]
    : [site.site_zip, site.site_city];
  const locality = parts.filter(Boolean).join(" ");
  return locality ? { locality } : {};
}

/** A dealer site's card, linking to `<listPath>/<slug>`; null without a name or a slug. */
export function toSiteCard(
  site: DealerSite,
  language: LanguageTag,
  listPath: string,
): SiteCardData | null {
  const name = site.site_official_name?.trim();
  const slug = site.slug?.trim();
  // A card needs a name to read and a page to link to.
  if (!name || !slug) return null;
  const image = site.site_primary_image?.thumbnail_url ?? site.site_image_url;
  const blur = site.site_primary_image?.blur_data_url;
  return {
    id: site.site_id,
    name,
    href: siteDetailHref(listPath, slug),
    // The card's title names the site; the photo adds nothing a screen reader needs.
    ...(image ? { image: { src: image, alt: "", ...(blur ? { blurDataUrl: blur } : {}) } } : {}),
    ...(site.site_street ? { street: site.site_street } : {}),
    ...localityOf(site, language),
    ...(site.site_phone ? { phone: site.site_phone } : {}),
  };
}

export const carOfTheWeekLoader = defineBlockLoader(
  carOfTheWeekSchema,
  async (_props, _rendering, context): Promise<TeaserCarsData> => {
    const options = carViewOptions(context);
    if (!options) return { cars: [] };
    const outcome = await context.search.carOfTheWeek(context.site.contentSiteName);
    return outcome.ok
      ? { cars: toCards(outcome.cars, options) }
      : { cars: [], error: outcome.error };
  },
);

export const carTeaserLoader = defineBlockLoader(
  carTeaserSchema,
  async ({ fields }, _rendering, context): Promise<TeaserCarsData> => {
    const options = carViewOptions(context);
    if (!options) return { cars: [] };
    const site = context.site.contentSiteName;
    const ids = parseTeaserIds(nonEmpty(fields.PimIds) ?? nonEmpty(fields.Ids));
    if (ids.length > 0) {
      const cars = await context.search.carsByIds(site, ids);
      return {
        cars: toCards(
          orderByIds(cars, ids, (car) => car.car_id),
          options,
        ),
      };
    }
    const query = nonEmpty(fields.PredefinedQuery);
    if (!query) return { cars: [] };
    const limit = teaserLimit({ numberOfCars: fields.NumberOfCars, limit: fields.Limit });
    const cars = await context.search.carsByQuery(site, query, {
      limit,
      sortName: teaserSort(fields, context),
    });
    return { cars: toCards(cars.slice(0, limit), options) };
  },
);

export const siteTeaserLoader = defineBlockLoader(
  siteTeaserSchema,
  async (_props, _rendering, { search, site, settings }): Promise<SiteTeaserData> => {
    const response = await search.dealerSites(site.contentSiteName, { limit: SITE_TEASER_LIMIT });
    const listPath = siteListPath(settings, site.defaultLanguage);
    return {
      sites: response.content
        .slice(0, SITE_TEASER_LIMIT)
        // The country's paths and address order, whatever the page's language.
        .flatMap((dealer) => toSiteCard(dealer, site.defaultLanguage, listPath) ?? []),
    };
  },
);
