import type { Translate } from "../../../i18n/translate";
import { bookingHeaderLabels, type BookingHeaderLabels } from "./header-labels";
import {
  confirmationLabels,
  workshopStepLabels,
  type ConfirmationLabels,
  type WorkshopStepLabels,
} from "./workshop-labels";

/*
 * The service booking tool's texts: the `ServiceBooking` namespace of i18n/messages/<lang>.json
 * (decision 0016). The specs' Swedish wordings (service-flows.md §2.1, §5, §8) are pinned in
 * labels.test.ts. Texts with values are functions.
 */

/** The step shell, steps 1–3 and the summary panel. */
export interface StepsLabels {
  toolHeading: string;
  stepHeading: (step: number, max: number) => string;
  vehicleTitle: string;
  servicesTitle: string;
  addonsTitle: string;
  /** The headings of collapsed steps (Valt fordon, Valda tjänster, ...). */
  vehicleSummary: string;
  servicesSummary: string;
  addonsSummary: string;
  workshopSummary: string;
  change: string;
  continue: string;
  noAddons: string;
  loading: string;
  plateLabel: string;
  plateHint: string;
  unsupported: (brand: string) => string;
  lookupFailed: string;
  placeLabel: string;
  placeHint: string;
  placeSuggestions: string;
  suggestionCount: (count: number) => string;
  noSuggestions: string;
  placeSearchFailed: string;
  usePosition: string;
  locating: string;
  myPosition: string;
  geolocationDenied: string;
  placeChosen: (name: string) => string;
  servicesLoading: string;
  servicesFailed: string;
  servicesFailedContact: (email: string) => string;
  contactEmail: string;
  servicesEmpty: string;
  servicesRequired: string;
  excluded: (name: string) => string;
  unavailable: string;
  chosenCount: (count: number) => string;
  unitsLabel: (unit: string) => string;
  damageHeading: string;
  damageText: string;
  damageLink: string;
  mileageLabel: string;
  mileageHint: string;
  mileageRequired: string;
  userInputLabel: string;
  userInputRequired: string;
  userInputCounter: (count: number, max: number) => string;
  /** Said to screen readers near the limit. */
  userInputRemaining: (count: number) => string;
  addonsIntro: string;
  addonsLoading: string;
  singleChoice: string;
  continueWithoutAddons: string;
  continueWithAddons: string;
  summaryHeading: string;
  summaryCar: string;
  summaryPlace: string;
  summaryServices: string;
  summaryAddons: string;
  nothingChosen: string;
  total: string;
  unknownPrice: string;
  medianNote: string;
  agreement: string;
  originalPrice: (price: string) => string;
  units: (count: number, unit: string) => string;
  showSummary: (total: string) => string;
  closeSummary: string;
  /** Read after a link that opens a new tab. */
  newTab: string;
}

export function stepsLabels(t: Translate): StepsLabels {
  return {
    toolHeading: t("ServiceBooking.StepToolHeading"),
    stepHeading: (step, max) => t("ServiceBooking.StepHeading", { step, max }),
    vehicleTitle: t("ServiceBooking.StepVehicleTitle"),
    servicesTitle: t("ServiceBooking.StepServicesTitle"),
    addonsTitle: t("ServiceBooking.StepAddonsTitle"),
    vehicleSummary: t("ServiceBooking.StepVehicleSummary"),
    servicesSummary: t("ServiceBooking.StepServicesSummary"),
    addonsSummary: t("ServiceBooking.StepAddonsSummary"),
    workshopSummary: t("ServiceBooking.StepWorkshopSummary"),
    change: t("ServiceBooking.StepChange"),
    continue: t("ServiceBooking.StepContinue"),
    noAddons: t("ServiceBooking.StepNoAddons"),
    loading: t("ServiceBooking.StepLoading"),
    plateLabel: t("ServiceBooking.PlateLabel"),
    plateHint: t("ServiceBooking.PlateHint"),
    unsupported: (brand) => t("ServiceBooking.PlateUnsupported", { brand }),
    lookupFailed: t("ServiceBooking.PlateLookupFailed"),
    placeLabel: t("ServiceBooking.PlaceLabel"),
    placeHint: t("ServiceBooking.PlaceHint"),
    placeSuggestions: t("ServiceBooking.PlaceSuggestions"),
    suggestionCount: (count) => t("ServiceBooking.PlaceSuggestionCount", { count }),
    noSuggestions: t("ServiceBooking.PlaceNoSuggestions"),
    placeSearchFailed: t("ServiceBooking.PlaceSearchFailed"),
    usePosition: t("ServiceBooking.PlaceUsePosition"),
    locating: t("ServiceBooking.PlaceLocating"),
    myPosition: t("ServiceBooking.PlaceMyPosition"),
    geolocationDenied: t("ServiceBooking.PlaceGeolocationDenied"),
    placeChosen: (name) => t("ServiceBooking.PlaceChosen", { name }),
    servicesLoading: t("ServiceBooking.ServicesLoading"),
    servicesFailed: t("ServiceBooking.ServicesFailed"),
    servicesFailedContact: (email) => t("ServiceBooking.ServicesFailedContact", { email }),
    contactEmail: t("ServiceBooking.ServicesContactEmail"),
    servicesEmpty: t("ServiceBooking.ServicesEmpty"),
    servicesRequired: t("ServiceBooking.ServicesRequired"),
    excluded: (name) => t("ServiceBooking.ServicesExcluded", { name }),
    unavailable: t("ServiceBooking.ServicesUnavailable"),
    chosenCount: (count) => t("ServiceBooking.ServicesChosenCount", { count }),
    unitsLabel: (unit) => t("ServiceBooking.ServicesUnitsLabel", { unit }),
    damageHeading: t("ServiceBooking.ServicesDamageHeading"),
    damageText: t("ServiceBooking.ServicesDamageText"),
    damageLink: t("ServiceBooking.ServicesDamageLink"),
    mileageLabel: t("ServiceBooking.MileageLabel"),
    mileageHint: t("ServiceBooking.MileageHint"),
    mileageRequired: t("ServiceBooking.MileageRequired"),
    userInputLabel: t("ServiceBooking.UserInputLabel"),
    userInputRequired: t("ServiceBooking.UserInputRequired"),
    userInputCounter: (count, max) => t("ServiceBooking.UserInputCounter", { count, max }),
    userInputRemaining: (count) => t("ServiceBooking.UserInputRemaining", { count }),
    addonsIntro: t("ServiceBooking.AddonsIntro"),
    addonsLoading: t("ServiceBooking.AddonsLoading"),
    singleChoice: t("ServiceBooking.AddonsSingleChoice"),
    continueWithoutAddons: t("ServiceBooking.AddonsContinueWithout"),
    continueWithAddons: t("ServiceBooking.AddonsContinue"),
    summaryHeading: t("ServiceBooking.SummaryHeading"),
    summaryCar: t("ServiceBooking.SummaryCar"),
    summaryPlace: t("ServiceBooking.SummaryPlace"),
    summaryServices: t("ServiceBooking.SummaryServices"),
    summaryAddons: t("ServiceBooking.SummaryAddons"),
    nothingChosen: t("ServiceBooking.SummaryNothingChosen"),
    total: t("ServiceBooking.SummaryTotal"),
    unknownPrice: t("ServiceBooking.SummaryUnknownPrice"),
    medianNote: t("ServiceBooking.SummaryMedianNote"),
    agreement: t("ServiceBooking.SummaryAgreement"),
    originalPrice: (price) => t("ServiceBooking.SummaryOriginalPrice", { price }),
    units: (count, unit) => t("ServiceBooking.SummaryUnits", { count, unit }),
    showSummary: (total) => t("ServiceBooking.SummaryShow", { total }),
    closeSummary: t("ServiceBooking.SummaryClose"),
    newTab: t("Shell.NewTab"),
  };
}

/** Every text of the tool; the parts come from their own builders. */
export interface ServiceBookingLabels {
  steps: StepsLabels;
  header: BookingHeaderLabels;
  workshop: WorkshopStepLabels;
  confirmation: ConfirmationLabels;
}

export function serviceBookingLabels(t: Translate): ServiceBookingLabels {
  return {
    steps: stepsLabels(t),
    header: bookingHeaderLabels(t),
    workshop: workshopStepLabels(t),
    confirmation: confirmationLabels(t),
  };
}
