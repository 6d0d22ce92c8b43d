import type { Translate } from "../../i18n/translate";
import { carSliderLabels } from "./marketplace-labels";
import type { DealerSiteLabels } from "./DealerSite/types";
import type { SiteMapLabels } from "./SiteMap/types";

/*
 * The dealer site components' labels from the site's texts: the `Dealer` namespace of the
 * catalogues (decision 0016), like marketplace-labels.ts. The app passes its `t()`, stories the
 * Swedish one. Templates ("Visar {shown} av {total}") stay templates: the component fills them.
 */

export function siteMapLabels(t: Translate): SiteMapLabels {
  return {
    map: t("Dealer.Map"),
    openInMaps: t("Dealer.OpenInMaps"),
    newTab: t("Shell.NewTab"),
    approximate: t("Dealer.Approximate"),
  };
}

export function dealerSiteLabels(t: Translate): DealerSiteLabels {
  return {
    list: {
      phone: t("Dealer.Phone"),
      search: t("Dealer.Search"),
      searchButton: t("Dealer.SearchButton"),
      filters: t("Dealer.Filters"),
      clearAll: t("Dealer.ClearAll"),
      showing: t("Dealer.Showing"),
      showMore: t("Dealer.ShowMore"),
      empty: t("Dealer.Empty"),
    },
    detail: {
      back: t("Dealer.Back"),
      contact: t("Dealer.Contact"),
      address: t("Dealer.Address"),
      maps: t("Dealer.Maps"),
      newTab: t("Shell.NewTab"),
      call: t("Dealer.Call"),
      email: t("Dealer.Email"),
      departments: t("Dealer.Departments"),
      openingHours: t("Dealer.OpeningHours"),
      deviationDays: t("Dealer.DeviationDays"),
      brands: t("Dealer.Brands"),
      staff: t("Dealer.Staff"),
      showStaff: t("Dealer.ShowStaff"),
      hideStaff: t("Dealer.HideStaff"),
      latestCars: t("Dealer.LatestCars"),
      allCars: t("Dealer.AllCars"),
      bookService: t("Dealer.BookService"),
      map: siteMapLabels(t),
      cars: carSliderLabels(t),
    },
  };
}
