import type { ComponentProps } from "react";
import type { z } from "zod";
import {
  type CarCardData,
  DeferredSection,
  deferredSectionLoad,
  lazyComponent,
  SkeletonOnDemand,
  carSliderLabels,
} from "../../../design-system";
import type { CarCarousel } from "../../../design-system/flows/CarCarousel";
import type { CarTeaser } from "../../../design-system/flows/CarTeaser";
import { defineDataBlock } from "../../composer/block";
import { nonEmpty, toLink } from "../../composer/field-values";
import { useCardCompare } from "../../marketplace/use-card-compare";
import type { carOfTheWeekLoader, carTeaserLoader, carTeaserSchema } from "./teasers.server";

// Below a phone's first view: the carousels' code (the car cards, the slider, embla) loads when
// they come near the viewport or are touched; until then the first load keeps the server's HTML
// (DeferredSection, decision 0028 addendum of session 42). A press on a card's compare toggle
// meanwhile is given to the live toggle.
const LiveCarCarousel = lazyComponent(() =>
  import("../../../design-system/flows/CarCarousel").then((module) => module.CarCarousel),
);
const LiveCarTeaser = lazyComponent(() =>
  import("../../../design-system/flows/CarTeaser").then((module) => module.CarTeaser),
);

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

// ---------------------------------------------------------------------------------------------
// Car of the week
// ---------------------------------------------------------------------------------------------

/** Car of the week: the cars marked caroftheweek in a looping carousel (shell-and-content). */
const carOfTheWeekView = defineDataBlock<typeof carOfTheWeekLoader>(({ fields }, context, data) => {
  const link = toLink(fields.ButtonLink);
  return (
    <CarCarouselWithCompare
      title={fields.Title.value.trim()}
      cars={data?.cars ?? []}
      seeAll={link ? { href: link.href, label: link.text } : undefined}
      labels={carSliderLabels(context.t)}
    />
  );
});

/** In a client navigation, while a carousel's code loads: a box of its estimated height. */
const carouselFallback = <SkeletonOnDemand shape="rect" height="45rem" />;

function CarCarouselWithCompare(props: Omit<ComponentProps<typeof CarCarousel>, "compare">) {
  const compare = useCardCompare();
  // No cars: nothing to show, so no code to load either.
  if (props.cars.length === 0) return null;
  return (
    <DeferredSection
      component={LiveCarCarousel}
      props={{ ...props, compare }}
      fallback={carouselFallback}
      loaded={LiveCarCarousel.loaded()}
    />
  );
}

function CarTeaserWithCompare(props: Omit<ComponentProps<typeof CarTeaser>, "compare">) {
  const compare = useCardCompare();
  if (props.cars.length === 0) return null;
  return (
    <DeferredSection
      component={LiveCarTeaser}
      props={{ ...props, compare }}
      fallback={carouselFallback}
      loaded={LiveCarTeaser.loaded()}
    />
  );
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
const carTeaserView = defineDataBlock<typeof carTeaserLoader>(({ fields }, context, data) => {
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
});

export const carOfTheWeekBlock: typeof carOfTheWeekView = {
  ...carOfTheWeekView,
  // No cars: nothing to show, so no code to wait for.
  sectionsFor: (data) =>
    data?.cars.length ? deferredSectionLoad(data, LiveCarCarousel) : undefined,
};

export const carTeaserBlock: typeof carTeaserView = {
  ...carTeaserView,
  sectionsFor: (data) => (data?.cars.length ? deferredSectionLoad(data, LiveCarTeaser) : undefined),
};
