import type { ComponentProps } from "react";
import type { z } from "zod";
import {
  type CarCardData,
  CarCarousel,
  CarTeaser,
  SiteTeaser,
  type SiteCardData,
  carSliderLabels,
} from "../../../design-system";
import { defineDataBlock } from "../../composer/block";
import { nonEmpty, toLink } from "../../composer/field-values";
import { useCardCompare } from "../../marketplace/use-card-compare";
import type {
  carOfTheWeekLoader,
  carTeaserLoader,
  carTeaserSchema,
  siteTeaserLoader,
} from "./teasers.server";

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

// ---------------------------------------------------------------------------------------------
// Car of the week
// ---------------------------------------------------------------------------------------------

/** Car of the week: the cars marked caroftheweek in a looping carousel (shell-and-content). */
export const carOfTheWeekBlock = defineDataBlock<typeof carOfTheWeekLoader>(
  ({ fields }, context, data) => {
    const link = toLink(fields.ButtonLink);
    return (
      <CarCarouselWithCompare
        title={fields.Title.value.trim()}
        cars={data?.cars ?? []}
        seeAll={link ? { href: link.href, label: link.text } : undefined}
        labels={carSliderLabels(context.t)}
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

export type CarTeaserFields = z.output<typeof carTeaserSchema>["fields"];

/**
 * A car teaser (specs service-flows 2.4, 7, 9): by fixed ids (PimIds or Ids, at most 100,
 * shown in the given order; NumberOfCars and Limit do not cut them), otherwise by the
 * predefined query, NumberOfCars, else Limit, else 8 cars, sorted by Sort.
 */
export const carTeaserBlock = defineDataBlock<typeof carTeaserLoader>(
  ({ fields }, context, data) => {
    const button = toLink(fields.ButtonLink);
    return (
      <CarTeaserWithCompare
        title={nonEmpty(fields.Title)}
        cars={data?.cars ?? []}
        button={button ? { href: button.href, label: button.text } : undefined}
        regionLabel={context.t("Marketplace.TeaserCarsRegion")}
        labels={carSliderLabels(context.t)}
      />
    );
  },
);

// ---------------------------------------------------------------------------------------------
// Site teaser
// ---------------------------------------------------------------------------------------------

/** A site teaser: the first four dealer sites of the site's index (specs: limit 4). */
export const siteTeaserBlock = defineDataBlock<typeof siteTeaserLoader>(
  ({ fields }, context, data) => (
    <SiteTeaser
      title={nonEmpty(fields.Title)}
      sites={data?.sites ?? []}
      phoneLabel={context.t("Marketplace.TeaserSitePhone")}
    />
  ),
);
