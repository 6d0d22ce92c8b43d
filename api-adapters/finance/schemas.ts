import { z } from "zod";

/*
 * The UK finance quote provider's shapes (specs/marketplace.md §3 "Finance quote provider data
 * (UK)", §7 "Finance quote (UK)"). Our routes take the browser's requests in these shapes
 * (strict: nothing else passes) and the provider's answers are parsed with them (unknown fields
 * stripped), so the widget only ever sees what is written here.
 */

/** The country the provider quotes in (specs §9): every registration we send is GB. */
export const FINANCE_PROVIDER_COUNTRY = "GB";

/** A quote reference: the provider's id of one quotation (legal text, reserve, apply). */
export const quoteReferenceSchema = z.string().regex(/^[A-Z0-9][A-Z0-9-]{5,39}$/);

const money = z.number().finite().nonnegative().max(10_000_000);
const isoDate = z.iso.date();

export const physicalVehicleSchema = z.strictObject({
  Type: z.enum(["Car", "LCV"]),
  SourceVehicleId: z.string().regex(/^[\w-]{1,64}$/),
  Vin: z
    .string()
    .regex(/^[A-HJ-NPR-Z0-9]{11,17}$/i)
    .nullable(),
  Status: z.enum(["New", "PreOwned"]),
  OnTheRoadPrice: money,
  Mileage: z.number().int().nonnegative().max(2_000_000),
  Registration: z.strictObject({
    RegistrationNumber: z
      .string()
      .regex(/^[A-Z0-9 ]{2,10}$/i)
      .nullable(),
    CountryCode: z.literal(FINANCE_PROVIDER_COUNTRY),
    DateRegisteredWithDvla: isoDate.nullable(),
  }),
});
export type PhysicalVehicle = z.infer<typeof physicalVehicleSchema>;

export const organisationIdentifierSchema = z.strictObject({
  Value: z.string().regex(/^[\w-]{1,64}$/),
  Type: z.literal("AssociatedDealerKey"),
});
export type OrganisationIdentifier = z.infer<typeof organisationIdentifierSchema>;

export const calculationTypes = ["ToRegularPayment", "ToCashDeposit"] as const;
export type CalculationType = (typeof calculationTypes)[number];

const familyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/);

export const quoteParametersSchema = z.strictObject({
  Term: z.number().int().min(1).max(120),
  /** The deposit to quote with (ToRegularPayment); ToCashDeposit answers it. */
  CashDeposit: money.optional(),
  /** The monthly payment to quote with (ToCashDeposit); ToRegularPayment answers it. */
  RegularPayment: money.optional(),
  AnnualMileage: z.number().int().min(0).max(200_000).optional(),
  FinanceProductFamilyKeys: z.array(familyKeySchema).min(1).max(8),
  CalculationType: z.enum(calculationTypes),
  OrganisationIdentifier: organisationIdentifierSchema,
});
export type QuoteParameters = z.infer<typeof quoteParametersSchema>;

export const vehicleRequestSchema = z.strictObject({
  Id: z.string().regex(/^[\w-]{1,64}$/),
  Parameters: quoteParametersSchema,
  PhysicalVehicle: physicalVehicleSchema,
});
export type VehicleRequest = z.infer<typeof vehicleRequestSchema>;

/** POST cfd: one car per request (the widget quotes the car on its page). */
export const quoteRequestSchema = z.strictObject({
  VehicleRequests: z.array(vehicleRequestSchema).length(1),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** POST default: the car and its dealer; the answer lists the products to quote. */
export const productsRequestSchema = z.strictObject({
  PhysicalVehicle: physicalVehicleSchema,
  OrganisationIdentifier: organisationIdentifierSchema,
});
export type ProductsRequest = z.infer<typeof productsRequestSchema>;

const providerError = z.object({ UserMessage: z.string().nullish() }).nullish();

/** One value a control may take, with the provider's display of it ("48 months", "£2,000"). */
export const parameterValueSchema = z.object({
  Value: z.number(),
  Locale: z.object({ DisplayValue: z.string() }),
});

/**
 * A product's parameter (term, deposit, payment, annual mileage): the values it may take (empty
 * for any value between Minimum and Maximum), its default and bounds.
 */
export const productParameterSchema = z.object({
  Values: z.array(parameterValueSchema).max(500),
  Default: z.number(),
  Minimum: z.number(),
  Maximum: z.number(),
});
export type ProductParameter = z.infer<typeof productParameterSchema>;

export const productSchema = z.object({
  FamilyKey: familyKeySchema,
  Name: z.string(),
  Term: productParameterSchema,
  Deposit: productParameterSchema,
  Payment: productParameterSchema,
  /** Absent for products without a mileage limit (hire purchase). */
  AnnualMileage: productParameterSchema.nullish(),
});
export type Product = z.infer<typeof productSchema>;

export const productsResponseSchema = z.object({ Products: z.array(productSchema).max(8) });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

export const detailSchema = z.object({
  Key: z.string(),
  Label: z.string(),
  DisplayValue: z.string(),
});
export type QuoteDetail = z.infer<typeof detailSchema>;

export const quotationSchema = z.object({
  HasError: z.boolean(),
  Error: providerError,
  Blocks: z
    .array(z.object({ Details: z.array(detailSchema).max(40) }))
    .max(10)
    .nullish(),
  Finance: z
    .object({
      Notifications: z.array(z.string()).nullish(),
      Product: z.object({ FamilyKey: z.string(), Name: z.string() }).nullish(),
      Quote: z.object({
        Term: z.number(),
        TotalDeposit: z.number(),
        TotalRegularPayment: z.number(),
        AnnualMileage: z.number().nullish(),
        QuoteReference: quoteReferenceSchema,
        QuoteActions: z.object({ Apply: z.url({ protocol: /^https?$/ }).nullish() }).nullish(),
      }),
    })
    .nullish(),
});
export type Quotation = z.infer<typeof quotationSchema>;

export const quoteResponseSchema = z.object({
  Vehicles: z
    .array(
      z.object({
        Id: z.string().nullish(),
        HasError: z.boolean(),
        Error: providerError,
        FinanceQuotations: z.array(quotationSchema).max(8).nullish(),
      }),
    )
    .max(8),
});
export type QuoteResponse = z.infer<typeof quoteResponseSchema>;

export const legalResponseSchema = z.object({ TermsAndConditions: z.string().max(20_000) });
export type LegalResponse = z.infer<typeof legalResponseSchema>;
