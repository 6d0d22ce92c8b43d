import { z } from "zod";

/*
 * What the booking (workshop) service answers and takes (specs/service-flows.md §3 and §7,
 * "Service booking"). Our /api/mechmate routes sit on these shapes; fields the flow does not use
 * are dropped by the parse.
 */

/** The car of a registration number. `isSupported` false: booked elsewhere (specs §8). */
export const bookingCarSchema = z.object({
  registrationNumber: z.string().min(1),
  brand: z.string().min(1),
  model: z.string().nullish(),
  buildYear: z.number().int().nullish(),
  hasServiceAgreement: z.boolean(),
  isSupported: z.boolean(),
});
export type BookingCar = z.output<typeof bookingCarSchema>;

/** An offering priced per unit (litres, pieces): price × units, units from minimum to maximum. */
export const unitPriceSchema = z.object({
  unit: z.string(),
  minimum: z.number().int().min(0),
  maximum: z.number().int().min(0),
  unitAbbreviation: z.string(),
  postfix: z.string().nullish(),
});
export type UnitPrice = z.output<typeof unitPriceSchema>;

/**
 * A service or add-on. `price` is in SEK, per unit when `unitPrice` is set; with
 * `priceKnown` false the price is a median and `notKnownPriceText` says so. `priceDiscount` is
 * the amount off (SEK) for a car with a service agreement.
 */
export const offeringSchema = z.object({
  code: z.string().min(1),
  name: z.string(),
  price: z.number().nullish(),
  priceKnown: z.boolean(),
  notKnownPriceText: z.string().nullish(),
  priceDiscount: z.number().nullish(),
  description: z.string().nullish(),
  isAvailable: z.boolean(),
  allowUserInput: z.boolean(),
  unitPrice: unitPriceSchema.nullish(),
  category: z.string().nullish(),
});
export type Offering = z.output<typeof offeringSchema>;

/** The selection type that makes an add-on category single choice; none means any number. */
export const SINGLE_CHOICE_SELECTION = "SingleChoice";

export const offeringCategorySchema = z.object({
  name: z.string(),
  icon: z.string().nullish(),
  selectionType: z.string().nullish(),
  offerings: z.array(offeringSchema),
});
export type OfferingCategory = z.output<typeof offeringCategorySchema>;

/** Services and add-ons have the same shape. */
export const offeringCategoriesSchema = z.object({
  serviceOfferingCategories: z.array(offeringCategorySchema),
});
export type OfferingCategories = z.output<typeof offeringCategoriesSchema>;

export const authorizedWorkshopSchema = z.object({ hasBrand: z.boolean() });
export type AuthorizedWorkshop = z.output<typeof authorizedWorkshopSchema>;

/** A workshop with its first free time (`YYYY-MM-DDTHH:mm:ss`, Swedish time) if it has one. */
export const workshopSiteSchema = z.object({
  departmentId: z.string().min(1),
  siteId: z.string().min(1),
  siteName: z.string(),
  address: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  brands: z.array(z.string()),
  firstTimeSlot: z.string().nullish(),
});
export type WorkshopSite = z.output<typeof workshopSiteSchema>;

/** Most workshops the service answers per call; the next call passes the last one's id. */
export const CLOSEST_DEPARTMENTS_BATCH = 5;

/** One batch of the closest workshops, nearest first; empty when there are no (more). */
export const closestDepartmentsSchema = z.array(workshopSiteSchema).max(CLOSEST_DEPARTMENTS_BATCH);

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A day of the weekly grid: free times (HH:mm) and whether the all-day drop-off is free. */
export const timeslotDaySchema = z.object({
  date: isoDate,
  availableSlots: z.array(hhmm),
  allDaySlotAvailable: z.boolean(),
});
export type TimeslotDay = z.output<typeof timeslotDaySchema>;
export const timeslotDaysSchema = z.array(timeslotDaySchema);

/** Prices at a workshop for a mileage; `price` null when the workshop cannot price it. */
export const pricesSchema = z.object({
  offers: z.array(z.object({ code: z.string().min(1), price: z.number().nullable() })),
});
export type Prices = z.output<typeof pricesSchema>;

/** A local date-time without zone, as the service takes it: YYYY-MM-DDTHH:mm:ss. */
export const timeSlotSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

/** Contact form limits (specs §5, §9). */
export const FREE_TEXT_MAX = 80;
export const phonePattern = /^\+?[\d ]{6,20}$/;

export const bookingRequestSchema = z.object({
  customer: z.object({
    firstName: z.string().trim().min(1),
    lastName: z.string().trim().min(1),
    phone: z.string().trim().regex(phonePattern),
    email: z.email(),
  }),
  freeText: z.string().max(FREE_TEXT_MAX).default(""),
  departmentId: z.string().min(1),
  timeSlot: timeSlotSchema,
  isFullDay: z.boolean(),
  registrationNumber: z.string().min(1).max(6),
  mileage: z.number().int().min(0).nullish(),
  /** `kobraId` is the offering's code. */
  serviceOfferingRequests: z
    .array(
      z.object({
        kobraId: z.string().min(1),
        unitsSelected: z.number().int().min(0).nullish(),
        userInput: z.string().max(FREE_TEXT_MAX).nullish(),
      }),
    )
    .min(1),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export const bookingConfirmationSchema = z.object({ id: z.string().min(1) });
export type BookingConfirmation = z.output<typeof bookingConfirmationSchema>;
