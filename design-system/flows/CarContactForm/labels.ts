import type { Translate } from "../../../i18n/translate";
import type { CarContactFormLabels } from "./CarContactForm";
import { carContactMessages } from "./rules";

/** The form's texts from the site's catalogue (CarContact.*; the app and the stories use it). */
export function carContactLabels(t: Translate): CarContactFormLabels {
  return {
    heading: t("CarContact.Heading"),
    name: t("CarContact.Name"),
    phone: t("CarContact.Phone"),
    email: t("CarContact.Email"),
    message: t("CarContact.Message"),
    quote: t("CarContact.Quote"),
    testDrive: t("CarContact.TestDrive"),
    sellerSite: t("CarContact.SellerSite"),
    chooseSeller: t("CarContact.ChooseSeller"),
    submit: t("CarContact.Submit"),
    sending: t("CarContact.Sending"),
    success: t("CarContact.Success"),
    error: t("CarContact.Error"),
    invalidInput: t("CarContact.InvalidInput"),
    close: t("CarContact.Close"),
    errors: carContactMessages(t),
  };
}
