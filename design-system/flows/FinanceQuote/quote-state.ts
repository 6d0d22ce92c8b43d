import type {
  OrganisationIdentifier,
  PhysicalVehicle,
  Product,
  ProductParameter,
  Quotation,
  QuoteRequest,
  QuoteResponse,
} from "../../../api-adapters/finance/schemas";
import { nearestValue } from "../FinanceCalculator/finance-math";

/** One position of a control: the value sent to the provider and what the visitor reads. */
export interface ControlStep {
  value: number;
  display: string;
}

/** Positions when a parameter lists no values: about 100 between its bounds. */
const CONTINUOUS_STEPS = 100;

/**
 * A parameter's positions: the provider's Values with their display values, or, for a parameter
 * that lists none, steps between Minimum and Maximum formatted by `format`.
 */
export function controlSteps(
  parameter: ProductParameter,
  format: (value: number) => string,
): ControlStep[] {
  if (parameter.Values.length > 0) {
    return [...parameter.Values]
      .sort((a, b) => a.Value - b.Value)
      .map((entry) => ({ value: entry.Value, display: entry.Locale.DisplayValue }));
  }
  const { Minimum: min, Maximum: max } = parameter;
  if (!(max > min)) return [{ value: min, display: format(min) }];
  const step = Math.max(1, Math.round((max - min) / CONTINUOUS_STEPS));
  const values: number[] = [];
  for (let value = min; value < max; value += step) values.push(value);
  values.push(max);
  return values.map((value) => ({ value, display: format(value) }));
}

/** What the visitor chose: a product and its term, deposit and annual mileage. */
export interface QuoteSelection {
  familyKey: string;
  term: number;
  deposit: number;
  /** null for a product without a mileage limit. */
  annualMileage: number | null;
}

const nearestAllowed = (parameter: ProductParameter, value: number | null | undefined) =>
  nearestValue(
    controlSteps(parameter, String).map((step) => step.value),
    value ?? parameter.Default,
  );

/**
 * The selection for a product: its defaults, or the values chosen before (for another product)
 * moved to the nearest this product allows.
 */
export function selectionFor(product: Product, previous?: QuoteSelection): QuoteSelection {
  return {
    familyKey: product.FamilyKey,
    term: nearestAllowed(product.Term, previous?.term),
    deposit: nearestAllowed(product.Deposit, previous?.deposit),
    annualMileage: product.AnnualMileage
      ? nearestAllowed(product.AnnualMileage, previous?.annualMileage)
      : null,
  };
}

/** POST cfd's body for the selection (ToRegularPayment: the deposit is chosen). */
export function quoteRequest(
  vehicle: PhysicalVehicle,
  organisation: OrganisationIdentifier,
  selection: QuoteSelection,
): QuoteRequest {
  return {
    VehicleRequests: [
      {
        Id: vehicle.SourceVehicleId,
        Parameters: {
          Term: selection.term,
          CashDeposit: selection.deposit,
          ...(selection.annualMileage === null ? {} : { AnnualMileage: selection.annualMileage }),
          FinanceProductFamilyKeys: [selection.familyKey],
          CalculationType: "ToRegularPayment",
          OrganisationIdentifier: organisation,
        },
        PhysicalVehicle: vehicle,
      },
    ],
  };
}

/** A quotation the widget can show (no error, with its quote). */
export type ShownQuotation = Quotation & { Finance: NonNullable<Quotation["Finance"]> };

/**
 * The quotation to show, or null when the provider answered with an error for the car or for
 * the quotation (a quote-item error: the widget hides).
 */
export function shownQuotation(response: QuoteResponse): ShownQuotation | null {
  const vehicle = response.Vehicles[0];
  if (!vehicle || vehicle.HasError) return null;
  const quotation = vehicle.FinanceQuotations?.find((item) => !item.HasError && item.Finance);
  return quotation ? (quotation as ShownQuotation) : null;
}
