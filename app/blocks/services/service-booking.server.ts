import { z } from "zod";
import { imageField, optionalLinkField, requiredTextField } from "../../composer/fields";
import { defineBlockLoader, type BlockDataContext } from "../../composer/block";

const brandItem = z.object({
  fields: z.object({ Name: requiredTextField, Logo: imageField }),
});

export const serviceBookingSchema = z.object({
  fields: z.object({
    /** Other authorised brands, shown as logos in the header's collapsible list. */
    OtherBrands: z.array(brandItem).default([]),
    /** The external damage-inspection service step 2 links to. */
    DamageInspectionLink: optionalLinkField,
  }),
  params: z.object({}).loose().default({}),
});

/** The booking tool's data besides its texts and the browser's api (the binding adds those). */
export interface ServiceBookingData {
  otherBrands: { name: string; logoSrc?: string }[];
  damageInspectionHref: string;
  mapsApiKey?: string;
  initialPosition?: { lat: number; lng: number };
  /** YYYY-MM-DD in Sweden, where the workshops are. */
  today: string;
}

const swedishDate = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Europe/Stockholm",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today in Sweden as YYYY-MM-DD. */
export function swedishToday(now: Date = new Date()): string {
  return swedishDate.format(now);
}

/** A query value as a coordinate within ±limit ("" and non-numbers refused). */
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));
const positionQuery = z.object({ lat: coordinate(90), lng: coordinate(180) });

/**
 * The page's `?lat&lng` (specs §2.1: they prefill the place of step 1), both present and in
 * range; anything else is no position (the visitor searches instead).
 */
export function initialPositionOf(url: URL): { lat: number; lng: number } | undefined {
  const parsed = positionQuery.safeParse({
    lat: url.searchParams.get("lat") ?? "",
    lng: url.searchParams.get("lng") ?? "",
  });
  return parsed.success ? parsed.data : undefined;
}

export async function loadServiceBooking(
  fields: z.output<typeof serviceBookingSchema>["fields"],
  { url, mapsApiKey }: Pick<BlockDataContext, "url" | "mapsApiKey">,
  now: Date = new Date(),
): Promise<ServiceBookingData> {
  const initialPosition = initialPositionOf(url);
  return {
    otherBrands: fields.OtherBrands.map(({ fields: brand }) => ({
      name: brand.Name.value.trim(),
      ...(brand.Logo ? { logoSrc: brand.Logo.value.src } : {}),
    })),
    damageInspectionHref: fields.DamageInspectionLink?.value.href ?? "",
    today: swedishToday(now),
    ...(mapsApiKey ? { mapsApiKey } : {}),
    ...(initialPosition ? { initialPosition } : {}),
  };
}

export const serviceBookingLoader = defineBlockLoader(
  serviceBookingSchema,
  ({ fields }, _rendering, context) => loadServiceBooking(fields, context),
);
