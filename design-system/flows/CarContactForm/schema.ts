import { z } from "zod";
import type { CarContactMessages } from "./rules";

/*
 * The car detail contact form's values and rules (specs/marketplace.md §5, §9), one schema for
 * the form (react-hook-form, loaded when the visitor starts using it) and our route
 * POST /api/forms/comhub (app/routes/api.forms.comhub.ts), so both accept exactly the same
 * values. No React here: the route imports it without the form's UI.
 */

export const PHONE_MIN_LENGTH = 6;
export const PHONE_MAX_LENGTH = 20;
/** An optional plus sign, then 6 to 20 digits or spaces (surrounding spaces trimmed first). */
export const PHONE_PATTERN = new RegExp(`^\\+?[\\d ]{${PHONE_MIN_LENGTH},${PHONE_MAX_LENGTH}}$`);
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 2000;
/** A seller site is a dealer site id of the search index. */
const SELLER_SITE_MAX_LENGTH = 64;

export {
  carContactFields,
  carContactMessages,
  type CarContactField,
  type CarContactMessages,
} from "./rules";

/** A text field, trimmed; a missing or non-text value gets the field's message too. */
export const textRule = (message: string | undefined) => z.string({ error: message }).trim();

/** The shared name rule: required, at most 100 characters. */
export const nameRule = (message: string | undefined) =>
  textRule(message).min(1, message).max(NAME_MAX_LENGTH, message);

/** The shared phone rule: an optional plus, then 6 to 20 digits or spaces. */
export const phoneRule = (message: string | undefined) =>
  textRule(message).regex(PHONE_PATTERN, message);

/** The shared e-mail rule: a standard address of at most 254 characters. */
export const emailRule = (message: string | undefined) =>
  textRule(message).pipe(z.email(message).max(EMAIL_MAX_LENGTH, message));

export interface CarContactRules {
  /** New-car sample cars: the visitor chooses the seller site ('choose seller *'). */
  requireSellerSite: boolean;
}

/**
 * The visitor's values. Without messages (the route's first pass) zod's own texts stand in; the
 * route answers with the site's messages by field (app/marketplace/contact-lead.server.ts).
 */
export function carContactSchema(
  messages: Partial<CarContactMessages> = {},
  { requireSellerSite }: CarContactRules = { requireSellerSite: false },
) {
  const sellerSite = textRule(messages.sellerSite).max(SELLER_SITE_MAX_LENGTH, messages.sellerSite);
  return z.object({
    name: nameRule(messages.name),
    phone: phoneRule(messages.phone),
    email: emailRule(messages.email),
    message: textRule(messages.message).max(MESSAGE_MAX_LENGTH, messages.message).default(""),
    quote: z.boolean().default(false),
    testDrive: z.boolean().default(false),
    sellerSite: requireSellerSite
      ? sellerSite.min(1, messages.sellerSite)
      : sellerSite.optional().transform((value) => value || undefined),
  });
}

/** What the visitor typed and ticked, as the form holds it. */
export type CarContactInput = z.input<ReturnType<typeof carContactSchema>>;
/** The values once valid (trimmed; an empty seller site left out). */
export type CarContactValues = z.output<ReturnType<typeof carContactSchema>>;

export { CAR_CONTACT_FORM_NAME } from "./rules";
