import type { ComponentProps } from "react";
import { z } from "zod";
import { sortNameSchema, type Car, type DealerSite } from "../../../api-adapters/search";
import { logger } from "../../../api-adapters/shared/logger";
import type { LanguageTag } from "../../../sites/manifest";
import {
  type CarCardData,
  CarCarousel,
  CarTeaser,
  orderByIds,
  parseTeaserIds,
  teaserLimit,
  SITE_TEASER_LIMIT,
  SiteTeaser,
  type SiteCardData,
  carSliderLabels,
} from "../../../design-system";
import { defineDataBlock, type BlockDataContext } from "../../composer/block";
import { nonEmpty, toLink } from "../../composer/field-values";
import { optionalLinkField, requiredTextField, textField } from "../../composer/fields";
import { toCarCardData, type CarViewOptions } from "../../marketplace/car-view";
import { cardTexts } from "../../marketplace/labels";
import { siteDetailHref } from "../../marketplace/site-paths";
import { useCardCompare } from "../../marketplace/use-card-compare";

/*
 * Teaser blocks of the marketplace (specs: service-flows 2.4, 4.4, 7 and 9; shell-and-content,
 * car of the week). Cars are turned into card data on the server, in the site's language,
 * locale and currency, so the page data carries only what the cards show. A search failure or
 * no result renders nothing.
 */

export interface TeaserCarsData {
  cars: CarCardData[];
  /** The search's failure (car of the week: the adapter logs it and returns the message). */
  error?: string;
}

export interface SiteTeaserData {
  sites: SiteCardData[];
}

/** A Sitecore number field, sent as a number or as text; "" or absent when not set. */
const numberField = z
  .object({ value: z.union([z.number(), z.string()]).nullable() })
  .optional()
  .transform((field) => field?.value ?? undefined);

/** How the site's cars are shown, or null when the site has no car detail path to link to. */
function carViewOptions({ site, settings, translate }: BlockDataContext): CarViewOptions | null {
  const detailPath = settings.pathToCarDetail?.url.trim();
  if (!detailPath) return null;
  return {
    locale: site.locale,
    currency: site.currency,
    detailPath,
    texts: cardTexts(translate),
  };
}

const toCards = (cars: readonly Car[], options: CarViewOptions) =>
  cars.map((car) => toCarCardData(car, options));

// ---------------------------------------------------------------------------------------------
// Car of the week
// ---------------------------------------------------------------------------------------------

export const carOfTheWeekSchema = z.object({
  fields: z.object({
    /** The heading; it also names the carousel. */
    Title: requiredTextField,
    ButtonLink: optionalLinkField,
  }),
});

/** Car of the week: the cars marked caroftheweek in a looping carousel (shell-and-content). */
export const carOfTheWeekBlock = defineDataBlock(
  carOfTheWeekSchema,
  async (_props, _rendering, context): Promise<TeaserCarsData> => {
    const options = carViewOptions(context);
    if (!options) return { cars: [] };
    const outcome = await context.search.carOfTheWeek(context.site.contentSiteName);
    return outcome.ok
      ? { cars: toCards(outcome.cars, options) }
      : { cars: [], error: outcome.error };
  },
  ({ fields }, context, data) => {
    const link = toLink(fields.ButtonLink);
    return (
      <CarCarouselWithCompare
        title={fields.Title.value.trim()}
        cars={data?.cars ?? []}
        seeAll={link ? { href: link.href, label: link.text } : undefined}
        labels={carSliderLabels(context.translate)}
      />
    );
  },
);

function CarCarouselWithCompare(props: ComponentProps<typeof CarCarousel>) {
  return <CarCarousel {...props} compare={useCardCompare()} />;
}

function CarTeaserWithCompare(props: ComponentProps<typeof CarTeaser>) {
  return <CarTeaser {...props} compare={useCardCompare()} />;
}

// ---------------------------------------------------------------------------------------------
// Car teaser
// ---------------------------------------------------------------------------------------------

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

type CarTeaserFields = z.output<typeof carTeaserSchema>["fields"];

/** The teaser's sort, or "" (the default) when unset or not a sort name. */
function teaserSort(fields: CarTeaserFields, context: BlockDataContext): string {
  const sort = nonEmpty(fields.Sort) ?? "";
  if (sort === "" || sortNameSchema.safeParse(sort).success) return sort;
  logger.warn("car-teaser.invalid-sort", { site: context.site.id, path: context.path, sort });
  return "";
}

/**
 * A car teaser (specs service-flows 2.4, 7, 9): by fixed ids (PimIds or Ids, at most 100,
 * shown in the given order; NumberOfCars and Limit do not cut them), otherwise by the
 * predefined query, NumberOfCars, else Limit, else 8 cars, sorted by Sort.
 */
export const carTeaserBlock = defineDataBlock(
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
  ({ fields }, context, data) => {
    const button = toLink(fields.ButtonLink);
    return (
      <CarTeaserWithCompare
        title={nonEmpty(fields.Title)}
        cars={data?.cars ?? []}
        button={button ? { href: button.href, label: button.text } : undefined}
        regionLabel={context.translate("Marketplace.TeaserCarsRegion")}
        labels={carSliderLabels(context.translate)}
      />
    );
  },
);

// ---------------------------------------------------------------------------------------------
// Site teaser
// ---------------------------------------------------------------------------------------------

export const siteTeaserSchema = z.object({
  fields: z.object({ Title: textField.optional() }),
});

function toSiteCard(site: DealerSite, language: LanguageTag): SiteCardData | null {
  const name = site.site_official_name?.trim();
  const slug = site.slug?.trim();
  // A card needs a name to read and a page to link to.
  if (!name || !slug) return null;
  const image = site.site_primary_image?.thumbnail_url ?? site.site_image_url;
  const blur = site.site_primary_image?.blur_data_url;
  return {
    id: site.site_id,
    name,
    href: siteDetailHref(language, slug),
    // The card's title names the site; the photo adds nothing a screen reader needs.
    ...(image ? { image: { src: image, alt: "", ...(blur ? { blurDataUrl: blur } : {}) } } : {}),
    ...(site.site_street ? { street: site.site_street } : {}),
    ...(site.site_zip ? { zip: site.site_zip } : {}),
    ...(site.site_city ? { city: site.site_city } : {}),
    ...(site.site_phone ? { phone: site.site_phone } : {}),
  };
}

/** A site teaser: the first four dealer sites of the site's index (specs: limit 4). */
export const siteTeaserBlock = defineDataBlock(
  siteTeaserSchema,
  async (_props, _rendering, { search, site }): Promise<SiteTeaserData> => {
    const response = await search.dealerSites(site.contentSiteName, { limit: SITE_TEASER_LIMIT });
    return {
      sites: response.content
        .slice(0, SITE_TEASER_LIMIT)
        .flatMap((dealer) => toSiteCard(dealer, site.language) ?? []),
    };
  },
  ({ fields }, context, data) => (
    <SiteTeaser
      title={nonEmpty(fields.Title)}
      sites={data?.sites ?? []}
      phoneLabel={context.translate("Marketplace.TeaserSitePhone")}
    />
  ),
);
