import { isRefusal, type FormsHubClient, type FormSubmission } from "../../api-adapters/forms";
import type { Car, DealerSite, Department, SearchClient } from "../../api-adapters/search";
import { dealerSiteSchema } from "../../api-adapters/search";
import { logger } from "../../api-adapters/shared/logger";
import type { CarContactValues } from "../../design-system/flows/CarContactForm/schema";

/*
 * Who receives a car's lead, decided on the server from the search index, never from the
 * browser (issue 14 §6), and how it reaches the forms hub (specs/marketplace.md §7, §9).
 */

/** The recipient the server adds to a submission. */
export interface LeadRecipient {
  toName: string;
  toEmail: string;
  /** The dealer site (search index `site_id`) the lead goes to. */
  source: string;
}

export type RecipientOutcome =
  | { kind: "found"; recipient: LeadRecipient }
  /** A sample car's chosen seller site is not one of the sites selling the car's brand. */
  | { kind: "unknown-seller-site" }
  /** Nobody to send it to (no seller e-mail, no site e-mail). */
  | { kind: "no-recipient" }
  /** The search index failed. */
  | { kind: "unavailable" };

const hasText = (value: string | null | undefined): value is string =>
  typeof value === "string" && value.trim() !== "";
const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  hasText(a) && hasText(b) && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A stock car's lead goes to its first seller with an e-mail address; without one, to the
 * selling site's leads address (car_site_leads_email), addressed to the site.
 */
export function stockCarRecipient(car: Car): LeadRecipient | null {
  const source = car.car_site_id ?? "";
  const seller = (car.car_sellers ?? []).find((candidate) => hasText(candidate.email));
  if (seller?.email) return { toName: seller.name, toEmail: seller.email.trim(), source };
  if (hasText(car.car_site_leads_email)) {
    return {
      toName: car.car_site_name ?? "",
      toEmail: car.car_site_leads_email.trim(),
      source,
    };
  }
  return null;
}

/** The site's new-car department for the brand (one listing the brand first, any new-car one next). */
function newCarDepartment(site: DealerSite, brand: string): Department | undefined {
  const newCars = (site.site_departments ?? []).filter(
    (department) => sameText(department.group, "New cars") && hasText(department.email),
  );
  return (
    newCars.find((department) =>
      (department.brands ?? []).some(
        (entry) => sameText(entry.name, brand) || sameText(entry.brand_code, brand),
      ),
    ) ?? newCars[0]
  );
}

/**
 * A sample car's lead goes to the chosen seller site's new-car department. Without one the
 * specs' 'Department not found' is logged and the site's own address takes the lead.
 */
export function sellerSiteRecipient(site: DealerSite, car: Car): LeadRecipient | null {
  const department = newCarDepartment(site, car.car_brand);
  if (department?.email) {
    return {
      toName: department.official_name ?? department.name,
      toEmail: department.email.trim(),
      source: site.site_id,
    };
  }
  logger.error("car-contact.department-not-found", {
    message: "Department not found",
    siteId: site.site_id,
    carId: car.car_id,
  });
  if (!hasText(site.site_email)) return null;
  return {
    toName: site.site_official_name ?? "",
    toEmail: site.site_email.trim(),
    source: site.site_id,
  };
}

/** Whether a dealer site sells the brand (its brands list names it). */
const sellsBrand = (site: DealerSite, brand: string) =>
  (site.site_brands ?? []).some((name) => sameText(name, brand));

/** The recipient of a lead on this car; for a sample car, at the seller site the visitor chose. */
export async function leadRecipient(
  search: SearchClient,
  indexSite: string,
  car: Car,
  sellerSite: string | undefined,
): Promise<RecipientOutcome> {
  if (!car.car_is_sample) {
    const recipient = stockCarRecipient(car);
    return recipient ? { kind: "found", recipient } : { kind: "no-recipient" };
  }
  if (!sellerSite) return { kind: "unknown-seller-site" };
  const outcome = await search.search(
    indexSite,
    "sites",
    { filters: { site_id: [sellerSite] }, limit: 1, offset: 0 },
    dealerSiteSchema,
  );
  if (!outcome.ok) return { kind: "unavailable" };
  const site = outcome.response.content.find((candidate) => candidate.site_id === sellerSite);
  if (!site || !sellsBrand(site, car.car_brand)) return { kind: "unknown-seller-site" };
  const recipient = sellerSiteRecipient(site, car);
  return recipient ? { kind: "found", recipient } : { kind: "no-recipient" };
}

/** The contact form's retries (specs §9): 3 attempts, 1 s apart. */
export const LEAD_ATTEMPTS = 3;
export const LEAD_RETRY_DELAY_MS = 1000;

export interface SendOptions {
  attempts?: number;
  delayMs?: number;
  /** Injected in tests. */
  sleep?: (ms: number) => Promise<void>;
  /** The log events' prefix: `<event>.failed`, `<event>.attempt-failed`. */
  event?: string;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the submission to the hub, up to 3 attempts 1 s apart; a refusal (4xx) is not retried.
 * Every attempt carries the same formSubmissionId, so the hub can drop a repeat it already filed.
 * Resolves with the number of attempts made; throws the last failure, logged.
 */
export async function sendLead(
  hub: FormsHubClient,
  submission: FormSubmission,
  {
    attempts = LEAD_ATTEMPTS,
    delayMs = LEAD_RETRY_DELAY_MS,
    sleep = pause,
    event = "car-contact",
  }: SendOptions = {},
): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await hub.submit(submission);
      return attempt;
    } catch (error) {
      const context = {
        formName: submission.formName,
        formSubmissionId: submission.formSubmissionId,
        car: submission.values.car,
        attempt,
        reason: error instanceof Error ? error.message : String(error),
      };
      if (attempt >= attempts || isRefusal(error)) {
        logger.error(`${event}.failed`, context);
        throw error;
      }
      logger.warn(`${event}.attempt-failed`, context);
      await sleep(delayMs);
    }
  }
}

/** The hub's submission: the visitor's values and the recipient the server decided. */
export function leadSubmission(
  formName: string,
  formSubmissionId: string,
  carId: string,
  values: CarContactValues,
  recipient: LeadRecipient,
): FormSubmission {
  return {
    formName,
    formSubmissionId,
    values: {
      car: carId,
      name: values.name,
      phone: values.phone,
      email: values.email,
      message: values.message,
      quote: values.quote,
      testDrive: values.testDrive,
      ...recipient,
    },
  };
}
