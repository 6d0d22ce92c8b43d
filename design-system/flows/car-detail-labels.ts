import type { Translate } from "../../i18n/translate";
import type { CarDetailLabels, CarNotFoundLabels } from "./CarDetail/types";

/*
 * The car detail components' labels from the site's texts: the `CarDetail` namespace of the
 * catalogues (decision 0016), like marketplace-labels.ts. The app passes its `t()`, stories the
 * Swedish one.
 */

export function carDetailLabels(t: Translate): CarDetailLabels {
  return {
    back: t("CarDetail.Back"),
    campaign: t("CarDetail.Campaign"),
    previousPrice: t("Marketplace.PreviousPrice"),
    exclVat: t("CarDetail.ExclVat"),
    keyFacts: t("CarDetail.KeyFacts"),
    overview: t("CarDetail.Overview"),
    equipment: t("CarDetail.Equipment"),
    description: t("CarDetail.Description"),
    technical: t("CarDetail.Technical"),
    showMore: t("CarDetail.ShowMore"),
    showLess: t("CarDetail.ShowLess"),
    ncap: t("CarDetail.Ncap"),
    ncapStars: t("CarDetail.NcapStars"),
    linkedVehicles: t("CarDetail.LinkedVehicles"),
    dealer: t("CarDetail.Dealer"),
    call: t("CarDetail.Call"),
    email: t("CarDetail.Email"),
    maps: t("CarDetail.Maps"),
    dealerSite: t("CarDetail.DealerSite"),
    contactForm: t("CarDetail.ContactForm"),
    actionBar: t("CarDetail.ActionBar"),
    sellerSites: t("CarDetail.SellerSites"),
    newTab: t("Shell.NewTab"),
    loading: t("CarDetail.Loading"),
  };
}

/** The 404 view's texts (the route's CarDetail.PageNotFound* keys). */
export function carNotFoundLabels(t: Translate): CarNotFoundLabels {
  return {
    heading: t("CarDetail.PageNotFoundHeading"),
    text: t("CarDetail.PageNotFoundText"),
    recommended: t("CarDetail.PageNotFoundRecommended"),
    toCarList: t("CarDetail.PageNotFoundToCarList"),
    previousPrice: t("Marketplace.PreviousPrice"),
    missingImage: t("Marketplace.MissingImage"),
  };
}
