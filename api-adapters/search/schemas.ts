import { z } from "zod";

/**
 * Search index entities (specs/marketplace.md section 3). A real index leaves many fields out or
 * null, so everything but a car's identity (car_id, slug, car_brand, car_model) and a site's id is
 * optional and nullable; unknown fields are stripped.
 */
const text = z.string().nullish();
const number = z.number().nullish();
const flag = z.boolean().nullish();

export const imageSchema = z.object({
  thumbnail_url: text,
  blur_data_url: text,
  original: text,
});

export const galleryImageSchema = z.object({ original: z.string(), blur_data_url: text });

export const contractDurationSchema = z.object({
  months: z.number(),
  residual_percentage: number,
  cash_amount_max_percentage: number,
  cash_amount_min_percentage: number,
});

export const loanOptionSchema = z.object({
  title: text,
  default_monthly_cost: number,
  default_monthly_cost_text: text,
  default_contract_duration: contractDurationSchema.nullish(),
  contract_durations: z.array(contractDurationSchema).nullish(),
  price: number,
  invoice_fee: number,
  invoice_fee_text: text,
  start_fee: number,
  start_fee_text: text,
  interest_rate: number,
  interest_rate_text: text,
  disclaimer: text,
  description: text,
});

export const companyLeasingTermSchema = z.object({
  months: z.number(),
  residual_percentage: number,
  cash_amount_max_percentage: number,
  cash_amount_min_percentage: number,
});

export const companyLeasingOptionSchema = z.object({
  title: text,
  default_monthly_cost: number,
  default_company_leasing_mileage: number,
  /** Keyed by yearly mileage (as a string, e.g. "1500"). */
  company_leasing_options: z.record(z.string(), z.array(companyLeasingTermSchema)).nullish(),
  /** The default cash amount and contract length per yearly mileage. */
  default_company_leasing_option: z
    .record(z.string(), z.object({ cash_amount: number, contract_length: number }))
    .nullish(),
  interest_rate: number,
  has_fixed_interest_rate: flag,
  price_base_amount: number,
  start_fee: number,
  invoice_fee: number,
  sales_text: text,
  description: text,
  disclaimer: text,
});

export const privateLeasingOptionSchema = z.object({
  title: text,
  monthly_cost_text: text,
  months_text: text,
  mileage_text: text,
  start_fee_text: text,
  invoice_fee_text: text,
  sales_text: text,
  disclaimer: text,
  is_campaign: flag,
});

export const leasingEntrySchema = z.object({
  title: text,
  leasing_type: z.enum(["Private", "Company"]),
  monthly_cost: number,
  monthly_cost_text: text,
  description: text,
  duration: number,
  mileage: number,
  asterix: text,
});

export const sellerSchema = z.object({ name: z.string(), email: text, phone: text });

export const linkedVehicleSchema = z.object({
  vehicle_id: z.string(),
  slug: z.string(),
  link_text: text,
  package_name: text,
});

export const carSchema = z.object({
  car_id: z.string().min(1),
  slug: z.string().min(1),
  car_brand: z.string().min(1),
  car_model: z.string().min(1),
  car_site_name: text,
  /** The dealer site's website city (its site_id's website_city): the site pages filter by it. */
  website_city: text,
  car_model_text: text,
  car_body: text,
  car_year: number,
  car_fuel: text,
  car_gearbox: text,
  car_drive: text,
  car_color: text,
  car_condition: text,
  car_is_used: flag,
  car_is_sample: flag,
  /** "LCV": light commercial vehicle, prices shown without VAT. */
  car_vehicle_type_code: text,
  car_vat_eligible: flag,
  car_primary_image: imageSchema.nullish(),
  car_images: z.array(galleryImageSchema).nullish(),
  car_site_id: text,
  car_site_city: text,
  car_site_region: text,
  car_site_leads_email: text,

  car_price: number,
  car_price_currency: text,
  car_price_text: text,
  car_price_title: text,
  car_retail_price: number,
  car_retail_price_text: text,
  car_retail_price_exkl_vat: number,
  car_campaign_price: number,
  car_campaign_price_text: text,
  car_campaign_price_exkl_vat: number,
  car_has_campaign_price: flag,
  car_has_campaign_loan: flag,
  car_has_campaign_companyleasing: flag,
  car_has_campaign_privateleasing: flag,
  car_campaigns: z.array(z.string()).nullish(),
  caroftheweek: flag,

  car_loan_option: loanOptionSchema.nullish(),
  car_company_leasing_option: companyLeasingOptionSchema.nullish(),
  car_private_leasing_option: privateLeasingOptionSchema.nullish(),
  car_leasing_options: z.array(leasingEntrySchema).nullish(),
  car_has_privateleasing: flag,
  car_has_companyleasing: flag,
  car_loan_monthly_cost: number,
  car_loan_description: text,
  car_loan_rate: number,
  car_loan_duration: number,

  car_equipment: z.array(z.string()).nullish(),
  car_description: text,
  car_trim_package: text,
  linked_vehicles: z.array(linkedVehicleSchema).nullish(),
  disable_test_drive: flag,
  car_sellers: z.array(sellerSchema).nullish(),
  /** In the market's unit: Swedish and Norwegian 'mil' (10 km), UK miles, otherwise km. */
  car_mileage: number,
  car_mileage_text: text,
  car_odometer: number,
  car_odometer_unit: text,
  car_regno: text,
  car_chassino: text,
  /** DD/MM/YYYY on English sites, YYYY-MM-DD otherwise. */
  car_firstregistration: text,
  car_pbbratio: number,
  car_beneficial_value: number,
  car_ncapstars: number,
  autos_on_show: z.union([z.boolean(), z.record(z.string(), z.unknown())]).nullish(),
  /** ISO 8601 date-time. */
  car_publishdate: text,
  indexed_at: text,
  car_companyerpid: text,
  car_departmenterpid: text,

  /** Specification fields. */
  car_co2_emission: number,
  car_fuel_consumption: number,
  car_electric_consumption: number,
  car_electric_range: number,
  car_wltp_range: number,
  car_battery_size: number,
  car_ac_charging_speed: number,
  car_dc_charging_speed: number,
  /** Horsepower (the car_power range filter). */
  car_power: number,
  car_power_kw: number,
  car_weight: number,
  car_total_weight: number,
  car_seats: number,
  car_doors: number,
  car_cargo_volume: number,
  car_length: number,
  car_width: number,
  car_height: number,
  car_load_capacity: number,
  car_towing_capacity: number,
});

export const userSchema = z.object({
  first_name: text,
  last_name: text,
  title: text,
  phone: text,
  email: text,
});

export const openingHoursSchema = z.object({
  day: z.string(),
  open: text,
  close: text,
  displayText: text,
});

/** A day with other hours than usual ("YYYY-MM-DD"); no open and close: closed that day. */
export const deviationDaySchema = z.object({
  date: text,
  open: text,
  close: text,
  displayText: text,
});

export const vacationSchema = z.object({
  vacationstart: text,
  vacationend: text,
  vacationtitle: text,
  vacationdays: number,
});

export const departmentSchema = z.object({
  name: z.string(),
  official_name: text,
  department_type: text,
  /** "New cars", "Parts", "Workshop" or "Body work" (also "Used cars"). */
  group: text,
  brands: z.array(z.object({ name: text, brand_code: text })).nullish(),
  erp_id: text,
  phone: text,
  email: text,
  users: z.array(userSchema).nullish(),
  openingschedule: z
    .object({
      openinghours: z.array(openingHoursSchema).nullish(),
      deviationdays: z.array(deviationDaySchema).nullish(),
      vacationdays: z.array(vacationSchema).nullish(),
    })
    .nullish(),
});

export const dealerSiteSchema = z.object({
  site_id: z.string().min(1),
  site_official_name: text,
  site_street: text,
  site_zip: text,
  site_city: text,
  site_phone: text,
  site_email: text,
  /** "lat,lng". */
  site_geocoord: text,
  site_image_url: text,
  site_primary_image: imageSchema.nullish(),
  site_brands: z.array(z.string()).nullish(),
  site_region: text,
  website_city: text,
  website_sort_order: number,
  country_code: text,
  slug: text,
  erp_id: text,
  site_departments: z.array(departmentSchema).nullish(),
});

export interface FacetValue {
  text: string;
  count: number;
  children?: FacetValue[];
  min?: number;
  max?: number;
}

export const facetValueSchema: z.ZodType<FacetValue> = z.lazy(() =>
  z.object({
    text: z.string(),
    count: z.number(),
    children: z.array(facetValueSchema).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
  }),
);

export const facetSchema = z.object({
  name: z.string(),
  type: z.enum(["list", "histogram"]),
  value: z.array(facetValueSchema),
});

/** The envelope; content items are validated one by one so one bad item does not sink a page. */
export const searchEnvelopeSchema = z.object({
  facet: z.array(facetSchema).default([]),
  content: z.array(z.unknown()).default([]),
  total_items: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export const searchFilterValueSchema = z.union([
  z.array(z.string()),
  z.object({ min: z.number().optional(), max: z.number().optional() }),
]);

export const sortNameSchema = z.string().regex(/^[a-z0-9_.]+_(asc|desc)$/);

export const searchRequestBodySchema = z.object({
  index: z.string().min(1),
  fields: z.array(z.string().min(1)).optional(),
  keyphrase: z.string().optional(),
  facets: z.array(z.string().min(1)).optional(),
  filters: z.record(z.string().min(1), searchFilterValueSchema).optional(),
  limit: z.number().int().min(0).max(1000),
  offset: z.number().int().min(0),
  sort_name: sortNameSchema.optional(),
});

export type Car = z.infer<typeof carSchema>;
export type DealerSite = z.infer<typeof dealerSiteSchema>;
export type Department = z.infer<typeof departmentSchema>;
export type LoanOption = z.infer<typeof loanOptionSchema>;
export type CompanyLeasingOption = z.infer<typeof companyLeasingOptionSchema>;
export type PrivateLeasingOption = z.infer<typeof privateLeasingOptionSchema>;
export type LeasingEntry = z.infer<typeof leasingEntrySchema>;
export type Facet = z.infer<typeof facetSchema>;
export type SearchFilterValue = z.infer<typeof searchFilterValueSchema>;
export type SearchRequestBody = z.infer<typeof searchRequestBodySchema>;

export interface SearchResponse<T> {
  facet: Facet[];
  content: T[];
  total_items: number;
  limit: number;
  offset: number;
}

/** An accessory kit of the kits index (specs/marketplace.md 3, Kit). */
export const kitPartSchema = z.object({
  partName: z.string(),
  partNumber: z.string(),
  retailPrice: z.number().nonnegative(),
});

export const kitFitmentSchema = z.object({
  externalId: text,
  make: z.string(),
  model: z.string(),
  modelYear: number,
  version: text,
});

export const kitLabourSchema = z.object({
  description: z.string(),
  durationHours: z.number().nonnegative(),
  /** Price per hour, without VAT. */
  retailPrice: z.number().nonnegative(),
  labourCode: text,
  labourId: text,
});

export const kitSchema = z.object({
  action: text,
  kitId: z.string().min(1),
  catalogueId: text,
  kitCode: z.string().min(1),
  name: z.string().min(1),
  description: text,
  status: text,
  images: z.array(z.string()).default([]),
  /** The kit's parts price, without VAT. */
  retailPrice: z.number().nonnegative(),
  currency: z.string().default("EUR"),
  kitCategory: text,
  kitSubCategory: text,
  kitSubSubCategory: text,
  parts: z.array(kitPartSchema).default([]),
  vehicleFitmentSpecifications: z.array(kitFitmentSchema).default([]),
  labourSpecifications: z.array(kitLabourSchema).default([]),
});

export type Kit = z.infer<typeof kitSchema>;
