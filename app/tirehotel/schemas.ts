import { normaliseRegNoForServer } from "../../api-adapters/tirehotel/reg-no";
import { z } from "zod";
import { contactFormSchema, RATING_MAX, RATING_MIN } from "../../design-system/flows/TireHotel";

/*
 * What our /api/tirehotel routes accept (specs §7), validated before the upstream is called.
 * The contact details use the widget's own form schema, so client and server agree.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)");
const identifier = z
  .string()
  .trim()
  .min(1, "is required")
  .max(64)
  .regex(/^[\w.-]+$/, "has characters that are not allowed");

export const searchQuery = z.object({
  regNo: z
    .string("is required")
    .transform(normaliseRegNoForServer)
    .pipe(
      z
        .string()
        .min(2, "must have 2–7 characters")
        .max(7, "must have 2–7 characters")
        .regex(/^[A-ZÅÄÖ0-9]+$/, "may hold letters and digits only"),
    ),
});

/** The plate is checked against the agreement, so the code's lockout counts per real plate. */
export const loginQuery = z.object({
  encryptedPhoneNumber: z.string("is required").trim().min(1, "is required").max(1024),
  regNo: searchQuery.shape.regNo,
});

/** The authorization token is not a parameter: it stays in the signed pending-code cookie. */
export const validateQuery = z.object({
  otpToken: z.string("is required").regex(/^\d{4}$/, "must be 4 digits"),
});

export const workshopQuery = z.object({ workshopIdentifier: identifier });
export const departmentQuery = z.object({ departmentIdentifier: identifier });

export const timeslotBody = z
  .object({
    startDate: isoDate,
    endDate: isoDate,
    /** The vehicle's brand code (specs). */
    regNo: z.string().trim().min(1, "is required").max(32),
  })
  .refine((body) => body.startDate <= body.endDate, {
    message: "must not be before startDate",
    path: ["endDate"],
  });

/** The widget's contact rules; their issues are zod's own, for developers (like the others). */
const contactFields = contactFormSchema();

export const bookingBody = z.object({
  bookingDate: isoDate,
  bookingStart: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "must be a date and time")
    .nullable(),
  regNo: searchQuery.shape.regNo,
  freeText: contactFields.shape.freeText.default(""),
  customer: contactFields.pick({
    firstName: true,
    lastName: true,
    email: true,
    phoneMobile: true,
  }),
});

export const reviewBody = z.object({
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX),
  comment: z.string().trim().max(1000).default(""),
  date: isoDate,
});
