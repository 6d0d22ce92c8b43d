import type { kitFacetNames, kitSortNames } from "../../api-adapters/search/client";
import type { MessageKey, Translate } from "../../i18n/translate";
import type { SelectOption } from "../primitives/Select";
import type { KitCatalogueLabels } from "./Kits/types";
import { carListTexts } from "./marketplace-labels";

/*
 * The kits page's labels from the site's texts: the `Kits` namespace (decision 0016), and the
 * faceted search's own texts where they name no cars (Marketplace.CarList*), with the ones that
 * do (results, loading, empty, the keyphrase box) in kit words.
 */

type KitFacetName = (typeof kitFacetNames)[number];
type KitSortName = (typeof kitSortNames)[number];

const facetTitleKeys: Record<KitFacetName, MessageKey> = {
  "kitCategory>kitSubCategory>kitSubSubCategory": "Kits.FacetCategory",
  "vehicleFitmentSpecifications.make": "Kits.FacetMake",
  "vehicleFitmentSpecifications.model": "Kits.FacetModel",
  "vehicleFitmentSpecifications.modelYear": "Kits.FacetModelYear",
  status: "Kits.FacetStatus",
  retailPrice: "Kits.FacetPrice",
};

/** The sort options in this order; the first is the default (name_asc). */
const sortKeys: Record<KitSortName, MessageKey> = {
  name_asc: "Kits.SortName",
  retailPrice_asc: "Kits.SortPriceAsc",
  retailPrice_desc: "Kits.SortPriceDesc",
};

export function kitsLabels(t: Translate, priceUnit: string): KitCatalogueLabels {
  const search = {
    ...carListTexts(t, priceUnit),
    showResults: t("Kits.ShowResults"),
    keyphraseLabel: t("Kits.KeyphraseLabel"),
    resultsHeading: t("Kits.ResultsHeading"),
    facetTitles: Object.fromEntries(
      Object.entries<MessageKey>(facetTitleKeys).map(([name, key]) => [name, t(key)]),
    ),
    rangeUnits: { retailPrice: priceUnit },
  };
  return {
    search,
    heading: t("Kits.Heading"),
    resultCount: t("Kits.ResultCount"),
    loading: t("Kits.Loading"),
    loadError: t("Kits.LoadError"),
    empty: t("Kits.Empty"),
    emptyForCar: t("Kits.EmptyForCar"),
    layoutLabel: t("Kits.LayoutLabel"),
    layoutGrid: t("Kits.LayoutGrid"),
    layoutRows: t("Kits.LayoutRows"),
    addToCart: t("Kits.AddToCart"),
    removeFromCart: t("Kits.RemoveFromCart"),
    showDetails: t("Kits.ShowDetails"),
    kitCode: t("Kits.KitCode"),
    status: t("Kits.Status"),
    fits: t("Kits.Fits"),
    netPrice: t("Kits.NetPrice"),
    grossPrice: t("Kits.GrossPrice"),
    parts: t("Kits.Parts"),
    partName: t("Kits.PartName"),
    partNumber: t("Kits.PartNumber"),
    labour: t("Kits.Labour"),
    labourDescription: t("Kits.LabourDescription"),
    hours: t("Kits.Hours"),
    hourlyPrice: t("Kits.HourlyPrice"),
    price: t("Kits.Price"),
    consumablesFee: t("Kits.ConsumablesFee"),
    vat: t("Kits.Vat"),
    totalNet: t("Kits.TotalNet"),
    totalGross: t("Kits.TotalGross"),
    close: t("Kits.Close"),
    cartButton: t("Kits.CartButton"),
    cartTitle: t("Kits.CartTitle"),
    cartEmpty: t("Kits.CartEmpty"),
    sendQuote: t("Kits.SendQuote"),
    quoteSending: t("Kits.QuoteSending"),
    quoteSuccess: t("Kits.QuoteSuccess"),
    quoteError: t("Kits.QuoteError"),
    quoteNeedsSession: t("Kits.QuoteNeedsSession"),
    sessionButton: t("Kits.SessionButton"),
    sessionTitle: t("Kits.SessionTitle"),
    sessionActive: t("Kits.SessionActive"),
    sessionInactive: t("Kits.SessionInactive"),
    sessionFields: {
      user: t("Kits.SessionUser"),
      dealer: t("Kits.SessionDealer"),
      unit: t("Kits.SessionUnit"),
      transactionId: t("Kits.SessionTransaction"),
      auto: t("Kits.SessionCar"),
    },
    clearSession: t("Kits.ClearSession"),
    testSession: t("Kits.TestSession"),
  };
}

/** The kits page's sort options; the first is the default. */
export function kitSortOptions(t: Translate): SelectOption[] {
  return Object.entries<MessageKey>(sortKeys).map(([value, key]) => ({ value, label: t(key) }));
}
