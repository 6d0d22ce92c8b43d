import type { z } from "zod";
import type { FormBuilderClient } from "../../api-adapters/formbuilder";
import { formIdSchema } from "../../api-adapters/formbuilder";
import type { FormValue } from "../../api-adapters/forms";
import type { DealerSite, SearchClient } from "../../api-adapters/search";
import { logger } from "../../api-adapters/shared/logger";
import {
  builderFields,
  builderMessages,
  FORM_BUILDER_FORM_NAME,
} from "../../design-system/flows/FormBuilder/definition";
import { formBuilderSchema } from "../../design-system/flows/FormBuilder/schema";
import {
  leadFormMessages,
  SELL_CAR_FORM_NAME,
  SERVICE_DEALER_LIMIT,
  SERVICE_REQUEST_FORM_NAME,
  SERVICE_REQUEST_TIME_ZONE,
  todayKeyIn,
} from "../../design-system/flows/LeadForms/rules";
import { sellCarSchema, serviceRequestSchema } from "../../design-system/flows/LeadForms/schema";
import type { MessageKey, Translate } from "../../i18n/translate";
import type { Site } from "../../sites/registry";
import { hasWorkshop } from "../blocks/services/workshop-sites.server";

/*
 * The forms our route POST /api/forms/comhub sends on besides the car contact lead: sell-car,
 * the Norwegian service request and the form builder's forms (specs/service-flows.md §7, Forms;
 * marketplace.md §7). Each validates its values with the schema its form uses and adds what
 * only the server may decide (the dealer's address, the form builder's definition).
 */

export interface FormContext {
  site: Site;
  t: Translate;
  search: SearchClient;
  formBuilder: FormBuilderClient;
}

/** What preparing a submission came to. */
export type Prepared =
  /** 400 with a message per field. */
  | { kind: "invalid"; fields: Record<string, string> }
  /** 404: no such form (an unknown form builder id). */
  | { kind: "not-found" }
  /** 502: an upstream needed to check the values failed. */
  | { kind: "unavailable" }
  | { kind: "ready"; values: Record<string, FormValue> };

export interface LeadForm {
  /** Whether the site offers the form (the others answer 404). */
  offeredOn(site: Site): boolean;
  prepare(values: unknown, context: FormContext): Promise<Prepared>;
  /** The failure text (the hub failed). */
  errorKey: MessageKey;
  /** The success text of the 202. */
  successKey: MessageKey;
}

/** A message per field from a zod error (the first one of each field). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[key] ??= issue.message;
      continue;
    }
    const field = issue.path.map(String)[0] ?? "values";
    fields[field] ??= issue.message;
  }
  return fields;
}

/** Values as the hub takes them: undefined left out. */
function hubValues(values: Record<string, unknown>): Record<string, FormValue> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, FormValue] => entry[1] !== undefined),
  );
}

const sellCar: LeadForm = {
  offeredOn: (site) => site.features.carSearch,
  async prepare(values, { site, t }) {
    const parsed = sellCarSchema(leadFormMessages(t)).safeParse(values);
    if (!parsed.success) return { kind: "invalid", fields: fieldMessages(parsed.error) };
    return { kind: "ready", values: hubValues({ ...parsed.data, site: site.id }) };
  },
  errorKey: "Forms.SellCarError",
  successKey: "Forms.SellCarSuccess",
};

/** The dealer's address for a service request: its workshop department's, else the site's. */
function serviceRecipient(dealer: DealerSite) {
  const workshop = (dealer.site_departments ?? []).find(
    (department) => hasWorkshop({ site_departments: [department] }) && department.email,
  );
  return {
    dealerName: dealer.site_official_name ?? dealer.site_id,
    toName: workshop?.official_name ?? dealer.site_official_name ?? "",
    toEmail: (workshop?.email ?? dealer.site_email ?? "").trim(),
    source: dealer.site_id,
  };
}

/** The dealers a service request may name: the site list, capped (specs §9). */
export async function serviceDealers(search: SearchClient, site: Site): Promise<DealerSite[]> {
  const response = await search.dealerSites(site.contentSiteName, { limit: SERVICE_DEALER_LIMIT });
  return response.content;
}

const serviceRequest: LeadForm = {
  offeredOn: (site) => site.searchIndexes.sites !== null && site.language.startsWith("nb"),
  async prepare(values, { site, t, search }) {
    const messages = leadFormMessages(t);
    const schema = serviceRequestSchema(messages, {
      today: todayKeyIn(SERVICE_REQUEST_TIME_ZONE),
    });
    const parsed = schema.safeParse(values);
    if (!parsed.success) return { kind: "invalid", fields: fieldMessages(parsed.error) };
    let dealers: DealerSite[];
    try {
      dealers = await serviceDealers(search, site);
    } catch (error) {
      logger.error("forms.service-request.dealers-failed", {
        site: site.id,
        error: error instanceof Error ? error.message : String(error),
      });
      return { kind: "unavailable" };
    }
    const dealer = dealers.find((candidate) => candidate.site_id === parsed.data.dealer);
    if (!dealer) return { kind: "invalid", fields: { dealer: t("Forms.UnknownDealer") } };
    return {
      kind: "ready",
      values: hubValues({ ...parsed.data, ...serviceRecipient(dealer), site: site.id }),
    };
  },
  errorKey: "Forms.ServiceError",
  successKey: "Forms.ServiceSuccess",
};

/** The answers of a form builder form, checked against its definition fetched here. */
const formBuilder: LeadForm = {
  offeredOn: () => true,
  async prepare(values, { t, formBuilder: client, site }) {
    const record = (values ?? {}) as Record<string, unknown>;
    const { formId, ...answers } = typeof values === "object" && values !== null ? record : {};
    const id = formIdSchema.safeParse(formId);
    if (!id.success) return { kind: "invalid", fields: { formId: t("Forms.UnknownForm") } };
    let definition;
    try {
      definition = await client.formAnswers(id.data);
    } catch (error) {
      logger.error("forms.form-builder.definition-failed", {
        site: site.id,
        formId: id.data,
        error: error instanceof Error ? error.message : String(error),
      });
      return { kind: "unavailable" };
    }
    if (!definition) return { kind: "not-found" };
    const schema = formBuilderSchema(builderFields(definition), builderMessages(t));
    const parsed = schema.safeParse(answers);
    if (!parsed.success) return { kind: "invalid", fields: fieldMessages(parsed.error) };
    return {
      kind: "ready",
      values: hubValues({ ...(parsed.data as Record<string, unknown>), formId: id.data }),
    };
  },
  errorKey: "Forms.FormBuilderError",
  successKey: "Forms.FormBuilderSuccess",
};

/** The forms by `formName` (the car contact lead has its own path in the route). */
export const leadForms: Readonly<Record<string, LeadForm>> = {
  [SELL_CAR_FORM_NAME]: sellCar,
  [SERVICE_REQUEST_FORM_NAME]: serviceRequest,
  [FORM_BUILDER_FORM_NAME]: formBuilder,
};
