import type { carFacetNames, carSortNames } from "../../api-adapters/search";
import type { MessageKey, Translate } from "../../i18n/translate";
import { carouselLabels } from "../primitives/Carousel/labels";
import type { SelectOption } from "../primitives/Select";
import type { CarCardData } from "./CarCard/types";
import type { CarSliderLabels } from "./CarCarousel/CarSlider";
import type { CarListTexts } from "./CarList/CarList";
import type { CompareBarLabels } from "./Compare/CompareBar";
import type { CompareModalLabels } from "./Compare/CompareModal";

/*
 * The marketplace components' labels from the site's texts: the `Marketplace` namespace of
 * i18n/messages/<lang>.json (decision 0016). The app passes its `t()`, stories a Swedish one
 * (design-system/stories/texts.ts): one mapping from catalogue keys to props, and no language in
 * the components. Texts with arguments stay templates (`t(key)` without values returns the
 * template); the component fills them with formatMessage.
 */

type CarFacetName = (typeof carFacetNames)[number];
type CarSortName = (typeof carSortNames)[number];

const facetTitleKeys: Record<CarFacetName, MessageKey> = {
  "car_brand>car_model": "Marketplace.FacetBrandModel",
  car_body: "Marketplace.FacetBody",
  car_fuel: "Marketplace.FacetFuel",
  car_gearbox: "Marketplace.FacetGearbox",
  car_drive: "Marketplace.FacetDrive",
  car_condition: "Marketplace.FacetCondition",
  car_color: "Marketplace.FacetColor",
  car_site_city: "Marketplace.FacetSiteCity",
  car_price: "Marketplace.FacetPrice",
  car_mileage: "Marketplace.FacetMileage",
  car_power: "Marketplace.FacetPower",
  car_year: "Marketplace.FacetYear",
};

/** The sort options in this order; the first is the default (car_publishdate_desc). */
const sortKeys: Record<CarSortName, MessageKey> = {
  car_publishdate_desc: "Marketplace.SortPublishdateDesc",
  car_price_asc: "Marketplace.SortPriceAsc",
  car_price_desc: "Marketplace.SortPriceDesc",
  car_mileage_asc: "Marketplace.SortMileageAsc",
  car_year_desc: "Marketplace.SortYearDesc",
};

function translateAll<K extends string>(t: Translate, keys: Record<K, MessageKey>) {
  return Object.fromEntries(
    Object.entries<MessageKey>(keys).map(([name, key]) => [name, t(key)]),
  ) as Record<K, string>;
}

/** The names of a card's key facts (hidden before each value, and the compare modal's rows). */
export const carFactLabels = (t: Translate): Record<keyof CarCardData["facts"], string> => ({
  year: t("Marketplace.CarFactYear"),
  mileage: t("Marketplace.CarFactMileage"),
  fuel: t("Marketplace.CarFactFuel"),
  gearbox: t("Marketplace.CarFactGearbox"),
});

export type MarketplaceCarListTexts = CarListTexts & {
  facetTitles: Record<CarFacetName, string>;
  rangeUnits: Record<string, string>;
};

/** Every text of the car list; `priceUnit` is the site currency's ("kr", "€"). */
export function carListTexts(t: Translate, priceUnit: string): MarketplaceCarListTexts {
  return {
    resultsHeading: t("Marketplace.CarListResultsHeading"),
    filters: t("Marketplace.CarListFilters"),
    showFilters: t("Marketplace.CarListShowFilters"),
    hideFilters: t("Marketplace.CarListHideFilters"),
    pinFilters: t("Marketplace.CarListPinFilters"),
    closeFilters: t("Marketplace.CarListCloseFilters"),
    showResults: t("Marketplace.CarListShowResults"),
    facetSearch: t("Marketplace.CarListFacetSearch"),
    facetSearchEmpty: t("Marketplace.CarListFacetSearchEmpty"),
    clearFacet: t("Marketplace.CarListClearFacet"),
    rangeMin: t("Marketplace.CarListRangeMin"),
    rangeMax: t("Marketplace.CarListRangeMax"),
    appliedFilters: t("Marketplace.CarListAppliedFilters"),
    removeFilter: t("Marketplace.CarListRemoveFilter"),
    clearAll: t("Marketplace.CarListClearAll"),
    keyphraseLabel: t("Marketplace.CarListKeyphraseLabel"),
    keyphraseChip: t("Marketplace.CarListKeyphraseChip"),
    keyphraseSubmit: t("Marketplace.CarListKeyphraseSubmit"),
    sortLabel: t("Marketplace.CarListSortLabel"),
    showing: t("Marketplace.CarListShowing"),
    loadMore: t("Marketplace.CarListLoadMore"),
    resultCount: t("Marketplace.CarListResultCount"),
    loading: t("Marketplace.CarListLoading"),
    error: t("Marketplace.CarListError"),
    empty: t("Marketplace.CarListEmpty"),
    previousPrice: t("Marketplace.PreviousPrice"),
    missingImage: t("Marketplace.MissingImage"),
    factLabels: carFactLabels(t),
    facetTitles: translateAll(t, facetTitleKeys),
    rangeUnits: {
      car_price: priceUnit,
      car_mileage: t("Marketplace.UnitMileage"),
      car_power: t("Marketplace.UnitPower"),
    },
  };
}

/** The car list's sort options; the first is the default. */
export function sortOptions(t: Translate): SelectOption[] {
  return Object.entries<MessageKey>(sortKeys).map(([value, key]) => ({ value, label: t(key) }));
}

export function compareBarLabels(t: Translate): CompareBarLabels {
  return {
    region: t("Marketplace.CompareBarRegion"),
    compare: t("Marketplace.CompareBarCompare"),
    clear: t("Marketplace.CompareBarClear"),
    remove: t("Marketplace.CompareBarRemove"),
    added: t("Marketplace.CompareBarAdded"),
    removed: t("Marketplace.CompareRemoved"),
    cleared: t("Marketplace.CompareBarCleared"),
    maxReached: t("Marketplace.CompareBarMaxReached"),
  };
}

export function compareModalLabels(t: Translate): CompareModalLabels {
  return {
    title: t("Marketplace.CompareModalTitle"),
    close: t("Marketplace.CompareModalClose"),
    carsRegion: t("Marketplace.CompareModalCarsRegion"),
    viewCar: t("Marketplace.CompareModalViewCar"),
    remove: t("Marketplace.CompareModalRemove"),
    removed: t("Marketplace.CompareRemoved"),
    equipment: t("Marketplace.CompareModalEquipment"),
    technical: t("Marketplace.CompareModalTechnical"),
    loading: t("Marketplace.CompareModalLoading"),
    fallback: t("Marketplace.CompareModalFallback"),
    noEquipment: t("Marketplace.CompareModalNoEquipment"),
    missingValue: t("Marketplace.CompareModalMissingValue"),
    previousPrice: t("Marketplace.PreviousPrice"),
    missingImage: t("Marketplace.MissingImage"),
    facts: carFactLabels(t),
  };
}

export function carSliderLabels(t: Translate): CarSliderLabels {
  return {
    carousel: {
      ...carouselLabels(t),
      previous: t("Marketplace.CarSliderPrevious"),
      next: t("Marketplace.CarSliderNext"),
      slide: (n, m) => t("Marketplace.CarSliderSlide", { n, m }),
    },
    previousPrice: t("Marketplace.PreviousPrice"),
    missingImage: t("Marketplace.MissingImage"),
  };
}
