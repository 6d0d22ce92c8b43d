import { z } from "zod";

/*
 * What the tire hotel service answers (specs/service-flows.md §3 and §7). Our /api/tirehotel
 * routes pass these shapes through unchanged, so the browser client parses them with the same
 * schemas. Fields the flow does not use are dropped by the parse.
 */

/** Agreement lookup: whom to send the one-time code to. */
export const customerSchema = z.object({
  encryptedPhoneNumber: z.string().min(1),
  obfuscatedPhoneNumber: z.string(),
  regNo: z.string(),
});
export type Customer = z.output<typeof customerSchema>;

/** A one-time code was sent: the token to validate it with, and the service's message. */
export const loginCredentialsSchema = z.object({
  authorizationToken: z.string().min(1),
  message: z.string().nullish(),
});
export type LoginCredentials = z.output<typeof loginCredentialsSchema>;

/**
 * What our /login route answers the browser: the service's message only. The authorization
 * token stays on the server, in a signed HttpOnly cookie.
 */
export const codeSentSchema = z.object({ message: z.string().nullish() });
export type CodeSent = z.output<typeof codeSentSchema>;

export const workshopLocationSchema = z.object({
  erpId: z.string().min(1),
  locationName: z.string(),
  departmentName: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
});
export type WorkshopLocation = z.output<typeof workshopLocationSchema>;

export const wheelSchema = z.object({
  name: z.string().nullish(),
  rimDiameter: z.number().nullish(),
  sectionWidth: z.number().nullish(),
  threadPattern: z.string().nullish(),
  threadDepth: z.number().nullish(),
  aspectRatio: z.number().nullish(),
  threadStatusId: z.number().int().nullish(),
  threadStatusMessage: z.string().nullish(),
});
export type Wheel = z.output<typeof wheelSchema>;

export const tireSchema = z.object({
  equipmentPosition: z.string(),
  wheel: wheelSchema,
});
export type Tire = z.output<typeof tireSchema>;

export const vehicleSchema = z.object({
  regNo: z.string(),
  brandCode: z.string(),
  brand: z.string().nullish(),
  model: z.string().nullish(),
  name: z.string().nullish(),
  productId: z.string().nullish(),
  packageLevel: z.string().nullish(),
  location: workshopLocationSchema,
  tires: z.array(tireSchema).default([]),
});
export type Vehicle = z.output<typeof vehicleSchema>;

/** The code check: status 0 means logged in; otherwise `message` says why not. */
export const validatedSessionSchema = z.object({
  status: z.number().int(),
  vehicles: z.array(vehicleSchema).default([]),
  message: z.string().nullish(),
});
export type ValidatedSession = z.output<typeof validatedSessionSchema>;

export const timeslotDaysSchema = z.object({
  availableDates: z.array(z.object({ date: z.string().min(1) })),
});
export type TimeslotDays = z.output<typeof timeslotDaysSchema>;

export const timeslotsSchema = z.object({
  availableTimeSlotDates: z.array(z.object({ startTime: z.array(z.string()).default([]) })),
});
export type Timeslots = z.output<typeof timeslotsSchema>;

export const bookingConfirmationSchema = z.object({
  bookingConfirmationId: z.union([z.string(), z.number()]).transform(String),
  customerBase: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneMobile: z.string(),
  }),
  services: z.array(z.object({ name: z.string() })).default([]),
  appointmentTime: z.string(),
  isFullDay: z.boolean(),
  workshop: z.object({
    name: z.string(),
    address: z.string().nullish(),
    email: z.string().nullish(),
    phoneNumber: z.string().nullish(),
  }),
  freeText: z.string().nullish(),
});
export type BookingConfirmation = z.output<typeof bookingConfirmationSchema>;

/** An error body of the service (and of our routes): what to show the visitor. */
export const errorBodySchema = z.object({ message: z.string().min(1) });

/** Request bodies (validated by our routes with zod in app/tirehotel/schemas.ts). */
export interface TimeslotRequest {
  /** YYYY-MM-DD */
  startDate: string;
  /** YYYY-MM-DD */
  endDate: string;
  /** The specs send the vehicle's brandCode here. */
  regNo: string;
}

export interface BookingRequest {
  /** YYYY-MM-DD */
  bookingDate: string;
  /** YYYY-MM-DDTHH:mm:ss, or null when the workshop offers no times that day. */
  bookingStart: string | null;
  regNo: string;
  freeText: string;
  customer: { firstName: string; lastName: string; email: string; phoneMobile: string };
}

export interface ReviewRequest {
  rating: number;
  comment: string;
  /** YYYY-MM-DD */
  date: string;
}
