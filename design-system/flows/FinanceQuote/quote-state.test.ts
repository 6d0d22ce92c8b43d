import { describe, expect, it } from "vitest";
import type {
  Product,
  ProductParameter,
  QuoteResponse,
} from "../../../api-adapters/finance/schemas";
import { controlSteps, quoteRequest, selectionFor, shownQuotation } from "./quote-state";

const listed = (values: number[], fallback: number): ProductParameter => ({
  Values: values.map((value) => ({ Value: value, Locale: { DisplayValue: `${value} units` } })),
  Default: fallback,
  Minimum: Math.min(...values),
  Maximum: Math.max(...values),
});

const pcp: Product = {
  FamilyKey: "PCP",
  Name: "Personal Contract Purchase",
  Term: listed([48, 24, 36], 48),
  Deposit: listed([1_900, 2_000, 2_250], 1_900),
  Payment: { Values: [], Default: 300, Minimum: 200, Maximum: 600 },
  AnnualMileage: listed([5_000, 10_000, 15_000], 10_000),
};
const hp: Product = {
  ...pcp,
  FamilyKey: "HP",
  Term: listed([24, 36, 48, 60], 48),
  AnnualMileage: null,
};

describe("quote controls", () => {
  it("uses the provider's values, lowest first, with their display values", () => {
    expect(controlSteps(pcp.Term, String)).toEqual([
      { value: 24, display: "24 units" },
      { value: 36, display: "36 units" },
      { value: 48, display: "48 units" },
    ]);
  });

  it("steps about 1/100 of the range, ends included, where the provider lists no values", () => {
    const steps = controlSteps(pcp.Payment, (value) => `£${value}`);
    expect(steps[0]).toEqual({ value: 200, display: "£200" });
    expect(steps[1]?.value).toBe(204);
    expect(steps.at(-1)).toEqual({ value: 600, display: "£600" });
    expect(controlSteps({ Values: [], Default: 5, Minimum: 5, Maximum: 5 }, String)).toHaveLength(
      1,
    );
  });

  it("starts a product at its defaults and keeps what fits when the product changes", () => {
    expect(selectionFor(pcp)).toEqual({
      familyKey: "PCP",
      term: 48,
      deposit: 1_900,
      annualMileage: 10_000,
    });
    const chosen = { familyKey: "HP", term: 60, deposit: 2_250, annualMileage: null };
    expect(selectionFor(pcp, chosen)).toEqual({
      familyKey: "PCP",
      term: 48,
      deposit: 2_250,
      annualMileage: 10_000,
    });
    expect(selectionFor(hp, selectionFor(pcp))).toMatchObject({
      familyKey: "HP",
      annualMileage: null,
    });
  });

  it("asks for the monthly payment of the chosen deposit, with the mileage only where it applies", () => {
    const vehicle = { SourceVehicleId: "7" } as never;
    const organisation = { Value: "203", Type: "AssociatedDealerKey" } as const;
    const request = quoteRequest(vehicle, organisation, selectionFor(hp));
    expect(request.VehicleRequests[0]?.Parameters).toEqual({
      Term: 48,
      CashDeposit: 1_900,
      FinanceProductFamilyKeys: ["HP"],
      CalculationType: "ToRegularPayment",
      OrganisationIdentifier: organisation,
    });
    expect(
      quoteRequest(vehicle, organisation, selectionFor(pcp)).VehicleRequests[0]?.Parameters,
    ).toMatchObject({ AnnualMileage: 10_000 });
  });
});

describe("the quotation shown", () => {
  const quote = {
    HasError: false,
    Finance: {
      Quote: { Term: 48, TotalDeposit: 1, TotalRegularPayment: 2, QuoteReference: "FQ-ABCDEF" },
    },
  };

  it("is the first without an error", () => {
    const response: QuoteResponse = {
      Vehicles: [{ HasError: false, FinanceQuotations: [{ HasError: true }, quote] }],
    };
    expect(shownQuotation(response)).toBe(response.Vehicles[0]?.FinanceQuotations?.[1]);
  });

  it.each<[string, QuoteResponse]>([
    ["a vehicle error", { Vehicles: [{ HasError: true, FinanceQuotations: [quote] }] }],
    [
      "only item errors",
      { Vehicles: [{ HasError: false, FinanceQuotations: [{ HasError: true }] }] },
    ],
    ["no vehicle", { Vehicles: [] }],
  ])("is none (the widget hides) for %s", (_, response) => {
    expect(shownQuotation(response)).toBeNull();
  });
});
