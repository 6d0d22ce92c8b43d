import { z } from "zod";
import { emailRule, nameRule, phoneRule, textRule } from "../CarContactForm/schema";
import { mileageRule } from "../LeadForms/schema";

/*
 * The service booking's input rules (specs/service-flows.md §5, §9), shared by the flow's forms
 * and our /api/mechmate routes so both accept the same values. The texts come from the caller
 * (the flow's catalogue: 'Ange miltal', 'Ange meddelande', ...); without them zod's stand in.
 */

export const PLATE_MAX_LENGTH = 6;
/** The contact form's free text and a service's message. */
export const FREE_TEXT_MAX_LENGTH = 80;

/** A plate as typed: spaces dropped, upper case, at most six characters. */
export function normalisePlate(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase().slice(0, PLATE_MAX_LENGTH);
}

/** The original service's mileage (mil): a whole number from 0, required. */
export const serviceMileageRule = (message: string | undefined) =>
  mileageRule(message).refine((value) => value !== undefined, { error: message });

/** The message of a service that asks for one: required, at most 80 characters. */
export const userInputRule = (message: string | undefined) =>
  textRule(message).min(1, message).max(FREE_TEXT_MAX_LENGTH, message);

export interface BookingContactMessages {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  freeText: string;
}

/** The contact form of step 4. */
export function bookingContactSchema(messages: Partial<BookingContactMessages> = {}) {
  return z.object({
    firstName: nameRule(messages.firstName),
    lastName: nameRule(messages.lastName),
    phone: phoneRule(messages.phone),
    email: emailRule(messages.email),
    freeText: textRule(messages.freeText).max(FREE_TEXT_MAX_LENGTH, messages.freeText).default(""),
  });
}
export type BookingContactInput = z.input<ReturnType<typeof bookingContactSchema>>;
export type BookingContactValues = z.output<ReturnType<typeof bookingContactSchema>>;
