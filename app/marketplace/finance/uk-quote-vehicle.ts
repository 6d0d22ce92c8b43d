import {
  FINANCE_PROVIDER_COUNTRY,
  type OrganisationIdentifier,
  type PhysicalVehicle,
} from "../../../api-adapters/finance/schemas";
import type { Car } from "../../../api-adapters/search/schemas";

/**
 * What the UK finance quote provider needs of a car (its PhysicalVehicle, specs/marketplace.md
 * §7 "Finance quote (UK)"), taken from our search index. Plain data: the car detail loader
 * hands it to the lazily loaded quote widget (UkFinanceQuote).
 */
export interface UkQuoteVehicle {
  /** Our car id: the provider's SourceVehicleId and the quote request's Id. */
  carId: string;
  /** The provider's vehicle type: light commercial vehicles are quoted as such. */
  type: "Car" | "LCV";
  status: "New" | "PreOwned";
  vin: string | null;
  /** The cash price the quote is built on (car_price, pounds). */
  onTheRoadPrice: number;
  /** Miles on the clock (UK cars are indexed in miles). */
  mileage: number;
  registrationNumber: string | null;
  /** First registration as an ISO date (YYYY-MM-DD); the index writes DD/MM/YYYY on UK sites. */
  dateRegistered: string | null;
  /** The selling dealer site's id: the provider's AssociatedDealerKey (its lender panel). */
  dealerKey: string;
}

/** The dealer key of a car without a selling site. */
export const UNASSIGNED_DEALER_KEY = "unassigned";

const ukDate = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** DD/MM/YYYY or YYYY-MM-DD as YYYY-MM-DD; null for anything else. */
export function isoRegistrationDate(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  const uk = ukDate.exec(trimmed);
  if (uk) return `${uk[3]}-${uk[2]}-${uk[1]}`;
  return isoDate.test(trimmed) ? trimmed : null;
}

/** The car as the quote provider sees it; undefined for a car without a price to finance. */
export function ukQuoteVehicle(car: Car): UkQuoteVehicle | undefined {
  const price = car.car_price;
  if (typeof price !== "number" || !Number.isFinite(price) || price <= 0) return undefined;
  return {
    carId: car.car_id,
    type: car.car_vehicle_type_code === "LCV" ? "LCV" : "Car",
    status: car.car_is_used === false ? "New" : "PreOwned",
    vin: car.car_chassino?.trim() || null,
    onTheRoadPrice: price,
    mileage: Math.max(0, Math.round(car.car_mileage ?? 0)),
    registrationNumber: car.car_regno?.trim() || null,
    dateRegistered: isoRegistrationDate(car.car_firstregistration),
    dealerKey: /^[\w-]{1,64}$/.test(car.car_site_id ?? "")
      ? (car.car_site_id as string)
      : UNASSIGNED_DEALER_KEY,
  };
}

/** The provider's PhysicalVehicle (specs §7), registered in GB. */
export function physicalVehicle(vehicle: UkQuoteVehicle): PhysicalVehicle {
  return {
    Type: vehicle.type,
    SourceVehicleId: vehicle.carId,
    Vin: vehicle.vin,
    Status: vehicle.status,
    OnTheRoadPrice: vehicle.onTheRoadPrice,
    Mileage: vehicle.mileage,
    Registration: {
      RegistrationNumber: vehicle.registrationNumber,
      CountryCode: FINANCE_PROVIDER_COUNTRY,
      DateRegisteredWithDvla: vehicle.dateRegistered,
    },
  };
}

/** The provider's OrganisationIdentifier: the selling dealer. */
export function organisationIdentifier(vehicle: UkQuoteVehicle): OrganisationIdentifier {
  return { Value: vehicle.dealerKey, Type: "AssociatedDealerKey" };
}
