import type { Translate } from "../../../i18n/translate";
import { leadFormMessages, type LeadFormMessages } from "./rules";

/** The lead forms' texts (Forms.* of the catalogue, in the site language). */
export interface LeadFormLabels {
  name: string;
  phone: string;
  email: string;
  regno: string;
  mileage: string;
  submit: string;
  sending: string;
  invalidInput: string;
  sellCarHeading: string;
  intent: string;
  intentSell: string;
  intentTradeIn: string;
  sellCarConsent: string;
  sellCarSuccessTitle: string;
  sellCarSuccess: string;
  sellCarError: string;
  serviceHeading: string;
  dealer: string;
  chooseDealer: string;
  vehicle: string;
  vehicleCar: string;
  vehicleMotorcycle: string;
  services: string;
  date: string;
  /** "Chosen date: {date}" with the day formatted. */
  chosenDate: (date: string) => string;
  previousMonth: string;
  nextMonth: string;
  message: string;
  consent: string;
  serviceSuccessTitle: string;
  serviceSuccess: string;
  serviceError: string;
  errors: LeadFormMessages;
}

export function leadFormLabels(t: Translate): LeadFormLabels {
  return {
    name: t("Forms.Name"),
    phone: t("Forms.Phone"),
    email: t("Forms.Email"),
    regno: t("Forms.Regno"),
    mileage: t("Forms.Mileage"),
    submit: t("Forms.Submit"),
    sending: t("Forms.Sending"),
    invalidInput: t("Forms.InvalidInput"),
    sellCarHeading: t("Forms.SellCarHeading"),
    intent: t("Forms.IntentLabel"),
    intentSell: t("Forms.IntentSell"),
    intentTradeIn: t("Forms.IntentTradeIn"),
    sellCarConsent: t("Forms.SellCarConsent"),
    sellCarSuccessTitle: t("Forms.SellCarSuccessTitle"),
    sellCarSuccess: t("Forms.SellCarSuccess"),
    sellCarError: t("Forms.SellCarError"),
    serviceHeading: t("Forms.ServiceHeading"),
    dealer: t("Forms.Dealer"),
    chooseDealer: t("Forms.ChooseDealer"),
    vehicle: t("Forms.Vehicle"),
    vehicleCar: t("Forms.VehicleCar"),
    vehicleMotorcycle: t("Forms.VehicleMotorcycle"),
    services: t("Forms.Services"),
    date: t("Forms.Date"),
    chosenDate: (date) => t("Forms.ChosenDate", { date }),
    previousMonth: t("Forms.PreviousMonth"),
    nextMonth: t("Forms.NextMonth"),
    message: t("Forms.Message"),
    consent: t("Forms.Consent"),
    serviceSuccessTitle: t("Forms.ServiceSuccessTitle"),
    serviceSuccess: t("Forms.ServiceSuccess"),
    serviceError: t("Forms.ServiceError"),
    errors: leadFormMessages(t),
  };
}
