import { z } from "zod";
import {
  emailRule,
  MESSAGE_MAX_LENGTH,
  nameRule,
  phoneRule,
  textRule,
} from "../CarContactForm/schema";
import {
  addDaysToKey,
  MILEAGE_MAX,
  REGNO_MAX_LENGTH,
  SERVICE_DATE_MAX_DAYS,
  serviceOptions,
  sellCarIntents,
  serviceVehicles,
  type LeadFormMessages,
} from "./rules";

/*
 * The sell-car and service request values (specs/service-flows.md §5): one schema per form for
 * the form (loaded when the visitor starts using it) and our route POST /api/forms/comhub, so
 * both accept exactly the same values. Without messages (the route's first pass) zod's own texts
 * stand in.
 */

type Messages = Partial<LeadFormMessages>;

/** A registration number: spaces dropped, upper case, 2–10 letters, digits or hyphens. */
export const regnoRule = (message: string | undefined) =>
  textRule(message)
    .transform((value) => value.replace(/\s+/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .min(2, message)
        .max(REGNO_MAX_LENGTH, message)
        .regex(/^[\p{L}\d-]+$/u, message),
    );

/**
 * Mileage: a whole number from 0, typed as text (spaces allowed: "12 500") or sent as a number.
 * Empty is `undefined`: required where the form needs it.
 */
export function mileageRule(message: string | undefined) {
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => {
      if (typeof value === "number") return value;
      const digits = value.replace(/\s+/g, "");
      if (digits === "") return undefined;
      return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
    })
    .pipe(
      z
        .number({ error: message })
        .int(message)
        .min(0, message)
        .max(MILEAGE_MAX, message)
        .optional(),
    );
}

const requiredMileage = (message: string | undefined) =>
  mileageRule(message).refine((value) => value !== undefined, { message });

export function sellCarSchema(messages: Messages = {}) {
  return z.object({
    regno: regnoRule(messages.regno),
    mileage: requiredMileage(messages.mileage),
    name: nameRule(messages.name),
    phone: phoneRule(messages.phone),
    email: emailRule(messages.email),
    intent: z.enum(sellCarIntents, { error: messages.intent }),
  });
}

export type SellCarInput = z.input<ReturnType<typeof sellCarSchema>>;
export type SellCarValues = z.output<ReturnType<typeof sellCarSchema>>;

export interface ServiceRequestRules {
  /** Today (YYYY-MM-DD): the earliest day the visitor may ask for. */
  today: string;
}

/** The Norwegian service request (specs §5, Norwegian form). */
export function serviceRequestSchema(messages: Messages, { today }: ServiceRequestRules) {
  const latest = addDaysToKey(today, SERVICE_DATE_MAX_DAYS);
  return z
    .object({
      dealer: textRule(messages.dealer).min(1, messages.dealer).max(64, messages.dealer),
      name: nameRule(messages.name),
      phone: phoneRule(messages.phone),
      email: emailRule(messages.email),
      regno: regnoRule(messages.regno),
      mileage: mileageRule(messages.mileage),
      date: textRule(messages.date)
        .regex(/^\d{4}-\d{2}-\d{2}$/, messages.date)
        .refine((day) => day >= today && day <= latest, { message: messages.date }),
      vehicle: z.enum(serviceVehicles, { error: messages.services }),
      services: z.array(z.string(), { error: messages.services }).max(20).default([]),
      message: textRule(messages.message).max(MESSAGE_MAX_LENGTH, messages.message).default(""),
      consent: z
        .boolean({ error: messages.consent })
        .refine((agreed) => agreed, { message: messages.consent }),
    })
    .superRefine((values, context) => {
      const offered = serviceOptions[values.vehicle];
      if (values.services.some((service) => !offered.includes(service))) {
        context.addIssue({ code: "custom", path: ["services"], message: messages.services });
      }
    });
}

export type ServiceRequestInput = z.input<ReturnType<typeof serviceRequestSchema>>;
export type ServiceRequestValues = z.output<ReturnType<typeof serviceRequestSchema>>;
