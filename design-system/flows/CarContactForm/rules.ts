import type { Translate } from "../../../i18n/translate";

/*
 * The contact form's rules that need no validation code (zod loads only when the visitor starts
 * using the form): its name, and what the page's URL hash asks of it (specs/marketplace.md §2).
 */

/** The form's name at the forms hub, and its `lead_action` in analytics (`data-lead-form`). */
export const CAR_CONTACT_FORM_NAME = "car-detail-contact";

/** What a hash asks: `#contact…` scrolls to the form; `-quote`/`-testdrive` pre-tick a box. */
export interface HashIntent {
  scroll: boolean;
  quote: boolean;
  testDrive: boolean;
}

export function hashIntent(hash: string): HashIntent {
  const anchor = hash.replace(/^#/, "").toLowerCase();
  const scroll = anchor.includes("contact");
  return {
    scroll,
    quote: scroll && anchor.endsWith("quote"),
    testDrive: scroll && anchor.endsWith("testdrive"),
  };
}

/** The messages shown under each field (CarContact.*Error, in the site language). */
export interface CarContactMessages {
  name: string;
  phone: string;
  email: string;
  message: string;
  sellerSite: string;
}

/** The field messages from the site's catalogue, for the form and for our route's answers. */
export function carContactMessages(t: Translate): CarContactMessages {
  return {
    name: t("CarContact.NameError"),
    phone: t("CarContact.PhoneError"),
    email: t("CarContact.EmailError"),
    message: t("CarContact.MessageError"),
    sellerSite: t("CarContact.SellerSiteError"),
  };
}

/** The form's fields, in the order they show (the order field messages are reported in). */
export const carContactFields = [
  "name",
  "phone",
  "email",
  "message",
  "sellerSite",
  "quote",
  "testDrive",
] as const;
export type CarContactField = (typeof carContactFields)[number];
