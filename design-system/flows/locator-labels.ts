import type { Translate } from "../../i18n/translate";
import type { LocatorLabels } from "./Locator/types";

/*
 * The locator's labels from the site's texts: the `Locator` namespace of the catalogues
 * (decision 0016). The app passes its `t()`, stories the Swedish one; templates stay templates.
 */
export function locatorLabels(t: Translate): LocatorLabels {
  return {
    region: t("Locator.Region"),
    search: t("Locator.Search"),
    searchPlaceholder: t("Locator.SearchPlaceholder"),
    searchButton: t("Locator.SearchButton"),
    suggestions: t("Locator.Suggestions"),
    searchFailed: t("Locator.SearchFailed"),
    nearMe: t("Locator.NearMe"),
    locating: t("Locator.Locating"),
    panel: t("Locator.Panel"),
    map: t("Locator.Map"),
    views: t("Locator.Views"),
    results: t("Locator.Results"),
    showMore: t("Locator.ShowMore"),
    empty: t("Locator.NoDealersFound"),
    unknownType: t("Locator.UnknownLocationType"),
    showDetails: t("Locator.ShowDetails"),
    hideDetails: t("Locator.HideDetails"),
    showOnMap: t("Locator.ShowOnMap"),
    directions: t("Locator.Directions"),
    newTab: t("Shell.NewTab"),
    copyAddress: t("Locator.CopyAddress"),
    copy: { copied: t("Locator.Copied"), failed: t("Locator.CopyFailed") },
    email: t("Locator.Email"),
    phone: t("Locator.Phone"),
    website: t("Locator.Website"),
    chargers: t("Locator.Chargers"),
    chargerOption: t("Locator.ChargerOption"),
    distanceKm: t("Locator.DistanceKm"),
    distanceMi: t("Locator.DistanceMi"),
    distanceM: t("Locator.DistanceM"),
    zoomIn: t("Locator.ZoomIn"),
    zoomOut: t("Locator.ZoomOut"),
    youAreHere: t("Locator.YouAreHere"),
  };
}
