import type { Offering, OfferingCategory } from "../../../api-adapters/booking/schemas";
import { needsMileage, type BookingState, type SelectedService } from "./rules";
import { serviceMileageRule, userInputRule } from "./schema";

/** The entry a click on an offering adds; a unit-priced one starts at its minimum (at least 1). */
export function selectedFrom(
  offering: Offering,
  category: Pick<OfferingCategory, "name">,
  type: SelectedService["type"],
): SelectedService {
  const unitPrice = offering.unitPrice;
  return {
    code: offering.code,
    name: offering.name,
    price: offering.price ?? null,
    priceKnown: offering.priceKnown && offering.price != null,
    category: offering.category ?? category.name,
    type,
    priceDiscount: offering.priceDiscount ?? null,
    ...(unitPrice
      ? { unit: Math.max(unitPrice.minimum, 1), unitAbbreviation: unitPrice.unitAbbreviation }
      : {}),
    ...(offering.allowUserInput ? { userInput: "" } : {}),
  };
}

/** The units a unit-priced offering can be chosen in: minimum to maximum (specs §9). */
export function unitChoices(offering: Offering): number[] {
  const unitPrice = offering.unitPrice;
  if (!unitPrice) return [];
  const from = Math.max(unitPrice.minimum, 1);
  return Array.from({ length: Math.max(unitPrice.maximum - from + 1, 0) }, (_, i) => from + i);
}

export interface ServicesProblems {
  /** 'Ange miltal' when the original service is chosen without a mileage. */
  mileage?: string;
  /** 'Ange meddelande' (or too long) per service code asking for a message. */
  userInput: Record<string, string>;
}

export interface ServicesMessages {
  mileageRequired: string;
  userInputRequired: string;
}

/** What keeps step 2 from continuing, besides having no service at all. */
export function servicesProblems(
  state: BookingState,
  messages: ServicesMessages,
): ServicesProblems {
  const problems: ServicesProblems = { userInput: {} };
  if (needsMileage(state.services)) {
    const mileage = serviceMileageRule(messages.mileageRequired).safeParse(state.milage ?? "");
    if (!mileage.success) problems.mileage = messages.mileageRequired;
  }
  for (const entry of state.services) {
    if (entry.userInput === undefined) continue;
    const input = userInputRule(messages.userInputRequired).safeParse(entry.userInput);
    if (!input.success) problems.userInput[entry.code] = messages.userInputRequired;
  }
  return problems;
}

export const hasProblems = (problems: ServicesProblems) =>
  problems.mileage !== undefined || Object.keys(problems.userInput).length > 0;
