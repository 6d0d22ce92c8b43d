import { z } from "zod";

/**
 * The test's own reading of schema.org `Car` (https://schema.org/Car: Car < Vehicle < Product <
 * Thing), independent of app/marketplace/car-structured-data.ts: the properties a car detail page
 * must give (name, brand, model, condition, an Offer with price and currency) and the shape of
 * the ones it may give. Objects are strict, so a misspelt or invented property fails, as does a
 * wrong `@type`. Used by the unit test of the builder and by the e2e test on the built pages.
 */

const schemaUrl = (names: readonly [string, ...string[]]) =>
  z.enum(names.map((name) => `https://schema.org/${name}`) as [string, ...string[]]);

const quantitativeValue = z
  .object({
    "@type": z.literal("QuantitativeValue"),
    value: z.number().nonnegative(),
    // UN/CEFACT common codes for kilometre and statute mile.
    unitCode: z.enum(["KMT", "SMI"]),
  })
  .strict();

const openingHours = z
  .object({
    "@type": z.literal("OpeningHoursSpecification"),
    dayOfWeek: schemaUrl([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]),
    opens: z.string().regex(/^\d{2}:\d{2}$/),
    closes: z.string().regex(/^\d{2}:\d{2}$/),
  })
  .strict();

const seller = z
  .object({
    "@type": z.enum(["AutoDealer", "Organization", "LocalBusiness", "AutomotiveBusiness"]),
    name: z.string().min(1),
    telephone: z.string().min(1).optional(),
    email: z.string().min(1).optional(),
    url: z.string().url().optional(),
    address: z
      .object({
        "@type": z.literal("PostalAddress"),
        streetAddress: z.string().optional(),
        postalCode: z.string().optional(),
        addressLocality: z.string().optional(),
        addressRegion: z.string().optional(),
        addressCountry: z.string().optional(),
      })
      .strict()
      .optional(),
    openingHoursSpecification: z.array(openingHours).optional(),
  })
  .strict();

const offer = z
  .object({
    "@type": z.literal("Offer"),
    url: z.string().url(),
    price: z.number().positive(),
    priceCurrency: z.string().regex(/^[A-Z]{3}$/),
    availability: schemaUrl([
      "InStock",
      "PreOrder",
      "SoldOut",
      "OutOfStock",
      "LimitedAvailability",
    ]),
    priceSpecification: z
      .object({
        "@type": z.literal("UnitPriceSpecification"),
        price: z.number().positive(),
        priceCurrency: z.string().regex(/^[A-Z]{3}$/),
        valueAddedTaxIncluded: z.boolean(),
      })
      .strict()
      .optional(),
    seller: seller.optional(),
  })
  .strict();

const text = z.string().min(1);

export const schemaOrgCar = z
  .object({
    "@context": z.literal("https://schema.org"),
    "@type": z.literal("Car"),
    name: text,
    url: z.string().url(),
    sku: text.optional(),
    description: text.optional(),
    image: z.array(z.string().url()).min(1).optional(),
    brand: z.object({ "@type": z.literal("Brand"), name: text }).strict(),
    model: text,
    itemCondition: schemaUrl(["NewCondition", "UsedCondition"]),
    offers: offer,
    vehicleModelDate: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    mileageFromOdometer: quantitativeValue.optional(),
    fuelType: text.optional(),
    vehicleTransmission: text.optional(),
    bodyType: text.optional(),
    color: text.optional(),
    driveWheelConfiguration: text.optional(),
    vehicleConfiguration: text.optional(),
    vehicleIdentificationNumber: text.optional(),
    dateVehicleFirstRegistered: z.iso.date().optional(),
    numberOfDoors: z.number().int().positive().optional(),
    seatingCapacity: z.number().int().positive().optional(),
  })
  .strict();

export type SchemaOrgCar = z.infer<typeof schemaOrgCar>;

/** The problems of a JSON-LD value read as schema.org `Car`, one line each; empty when valid. */
export function schemaOrgCarIssues(value: unknown): string[] {
  const result = schemaOrgCar.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
}
