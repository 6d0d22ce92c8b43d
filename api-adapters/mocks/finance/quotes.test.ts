import { describe, expect, it } from "vitest";
import type { PhysicalVehicle, QuoteParameters, VehicleRequest } from "../../finance/schemas";
import {
  creditFor,
  demoLegalText,
  demoProducts,
  demoQuote,
  depositBounds,
  MIN_CREDIT,
  monthlyRate,
  quoteReference,
  regularPayment,
  type StoredQuote,
} from "./quotes";

const now = new Date("2026-11-24T09:00:00Z");

const vehicle = (fields: Partial<PhysicalVehicle> = {}): PhysicalVehicle => ({
  Type: "Car",
  SourceVehicleId: "2010059",
  Vin: "WDDA6TGAGJRXBP2WL",
  Status: "PreOwned",
  OnTheRoadPrice: 20_000,
  Mileage: 20_000,
  Registration: {
    RegistrationNumber: "WU22 TAG",
    CountryCode: "GB",
    DateRegisteredWithDvla: "2022-11-24",
  },
  ...fields,
});

const parameters = (fields: Partial<QuoteParameters> = {}): QuoteParameters => ({
  Term: 48,
  CashDeposit: 2_000,
  AnnualMileage: 10_000,
  FinanceProductFamilyKeys: ["HP"],
  CalculationType: "ToRegularPayment",
  OrganisationIdentifier: { Value: "203", Type: "AssociatedDealerKey" },
  ...fields,
});

function quoteOf(request: Partial<QuoteParameters>, car = vehicle()) {
  const stored: StoredQuote[] = [];
  const items: VehicleRequest[] = [
    { Id: car.SourceVehicleId, Parameters: parameters(request), PhysicalVehicle: car },
  ];
  const answer = demoQuote(items, now, "https://provider.example", (quote) => stored.push(quote));
  return {
    vehicle: answer.Vehicles[0],
    quotation: answer.Vehicles[0]?.FinanceQuotations?.[0],
    stored,
  };
}

describe("the demo provider's maths", () => {
  it("is an annuity to the penny, with and without a final payment, and at zero interest", () => {
    expect(regularPayment(10_000, 0, 12, 0.01)).toBe(888.49);
    expect(regularPayment(10_000, 4_000, 36, 0.005)).toBe(202.53);
    expect(regularPayment(10_000, 0, 12, 0)).toBe(833.33);
    expect(regularPayment(10_000, 4_000, 12, 0)).toBe(500);
  });

  it("takes the monthly rate from the APR as (1 + APR)^(1/12) - 1", () => {
    expect(monthlyRate(0.099)).toBeCloseTo(0.0078977, 6);
    expect(monthlyRate(0)).toBe(0);
  });

  it("inverts the annuity: the credit a payment repays", () => {
    expect(creditFor(888.4878867834161, 0, 12, 0.01)).toBeCloseTo(10_000, 6);
    expect(creditFor(500, 4_000, 12, 0)).toBe(10_000);
  });

  it("takes 10 to 50 percent of the price as deposit, in whole hundreds", () => {
    expect(depositBounds(18_995)).toEqual({ min: 1_900, max: 9_400 });
  });

  it("offers PCP and HP with their terms, deposits in £250 steps and PCP's mileages", () => {
    const [pcp, hp] = demoProducts(vehicle({ OnTheRoadPrice: 18_995 }), now);
    expect(pcp?.Term.Values.map((value) => value.Value)).toEqual([24, 36, 48]);
    expect(hp?.Term.Values.map((value) => value.Value)).toEqual([24, 36, 48, 60]);
    expect(pcp?.Term.Values[2]?.Locale.DisplayValue).toBe("48 months");
    const deposits = pcp?.Deposit.Values.map((value) => value.Value) ?? [];
    expect(deposits.slice(0, 3)).toEqual([1_900, 2_000, 2_250]);
    expect(deposits.at(-1)).toBe(9_400);
    expect(pcp?.Deposit).toMatchObject({ Default: 1_900, Minimum: 1_900, Maximum: 9_400 });
    expect(pcp?.Deposit.Values[0]?.Locale.DisplayValue).toBe("£1,900");
    expect(pcp?.AnnualMileage).toMatchObject({ Default: 10_000, Minimum: 5_000, Maximum: 30_000 });
    expect(pcp?.AnnualMileage?.Values[2]?.Locale.DisplayValue).toBe("10,000 miles");
    expect(hp?.AnnualMileage).toBeNull();
    expect(pcp?.Payment.Minimum).toBeLessThan(pcp?.Payment.Default ?? 0);
    expect(pcp?.Payment.Default).toBeLessThan(pcp?.Payment.Maximum ?? 0);
  });

  it("quotes HP: 48 payments repaying the credit at 10.9% APR, plus the £10 fee", () => {
    const { quotation } = quoteOf({});
    const payment = regularPayment(18_000, 0, 48, monthlyRate(0.109));
    expect(quotation?.Finance?.Quote).toMatchObject({
      Term: 48,
      TotalDeposit: 2_000,
      TotalRegularPayment: payment,
      AnnualMileage: null,
    });
    const example = quotation?.Blocks?.[1]?.Details ?? [];
    const shown = Object.fromEntries(example.map((row) => [row.Key, row.DisplayValue]));
    const total = Math.round((2_000 + payment * 48 + 10) * 100) / 100;
    expect(shown.TotalAmountPayable).toBe(
      new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(total),
    );
    expect(shown.Apr).toBe("10.9%");
    expect(shown.OptionToPurchaseFee).toBe("£10");
  });

  it("quotes PCP lower than HP: the optional final payment stays to pay", () => {
    const hp = quoteOf({}).quotation?.Finance?.Quote.TotalRegularPayment ?? 0;
    const pcp = quoteOf({ FinanceProductFamilyKeys: ["PCP"] }).quotation;
    expect(pcp?.Finance?.Quote.TotalRegularPayment).toBeLessThan(hp);
    expect(pcp?.Finance?.Quote.AnnualMileage).toBe(10_000);
    const keys = pcp?.Blocks?.[1]?.Details.map((row) => row.Key);
    expect(keys).toContain("FinalPayment");
    expect(keys).toContain("ExcessMileage");
  });

  it("quotes a higher PCP payment for more miles a year (a lower final payment)", () => {
    const payment = (miles: number) =>
      quoteOf({ FinanceProductFamilyKeys: ["PCP"], AnnualMileage: miles }).quotation?.Finance?.Quote
        .TotalRegularPayment ?? 0;
    expect(payment(20_000)).toBeGreaterThan(payment(10_000));
  });

  it("works out the deposit for a monthly payment (ToCashDeposit)", () => {
    const forward = quoteOf({ CashDeposit: 3_000 }).quotation?.Finance?.Quote;
    const back = quoteOf({
      CalculationType: "ToCashDeposit",
      CashDeposit: undefined,
      RegularPayment: forward?.TotalRegularPayment,
    }).quotation?.Finance?.Quote;
    expect(Math.abs((back?.TotalDeposit ?? 0) - 3_000)).toBeLessThan(0.5);
  });

  it.each([
    [
      "a term the product does not have",
      { Term: 60, FinanceProductFamilyKeys: ["PCP"] },
      "Personal Contract Purchase is not available over 60 months.",
    ],
    ["a deposit under 10%", { CashDeposit: 100 }, "Choose a deposit between £2,000 and £10,000."],
    [
      "a mileage not offered",
      { FinanceProductFamilyKeys: ["PCP"], AnnualMileage: 7_000 },
      "Choose an annual mileage between 5,000 miles and 30,000 miles.",
    ],
    [
      "a payment that needs too much deposit",
      { CalculationType: "ToCashDeposit" as const, RegularPayment: 1 },
      undefined,
    ],
    ["an unknown product", { FinanceProductFamilyKeys: ["LEASE"] }, "No such finance product."],
  ])("answers %s with a quote-item error", (_, request, message) => {
    const { quotation, stored } = quoteOf(request);
    expect(quotation?.HasError).toBe(true);
    if (message) expect(quotation?.Error?.UserMessage).toBe(message);
    expect(stored).toHaveLength(0);
  });

  it("lends no less than the minimum credit", () => {
    const { quotation } = quoteOf({ CashDeposit: 400 }, vehicle({ OnTheRoadPrice: 4_000 }));
    expect(quotation?.Error?.UserMessage).toBe(
      `We can only lend £${MIN_CREDIT.toLocaleString("en-GB")} or more.`,
    );
  });

  it("refuses a car over 10 years old at the end of the agreement (vehicle error)", () => {
    const old = vehicle({
      Registration: {
        RegistrationNumber: "AB15 CDE",
        CountryCode: "GB",
        DateRegisteredWithDvla: "2016-06-01",
      },
    });
    const { vehicle: answer } = quoteOf({}, old);
    expect(answer?.HasError).toBe(true);
    expect(answer?.Error?.UserMessage).toContain("over 10 years old");
  });

  it("gives the same inputs the same reference, and remembers the quote for its legal text", () => {
    expect(quoteReference(["1", 2, "PCP"])).toBe(quoteReference(["1", 2, "PCP"]));
    expect(quoteReference(["1", 2, "PCP"])).not.toBe(quoteReference(["1", 2, "HP"]));
    const { quotation, stored } = quoteOf({});
    expect(stored[0]?.reference).toBe(quotation?.Finance?.Quote.QuoteReference);
    expect(quotation?.Finance?.Quote.QuoteActions?.Apply).toBe(
      `https://provider.example/apply/${stored[0]?.reference}`,
    );
    const text = demoLegalText(stored[0] as StoredQuote);
    expect(text).toContain(`Quote reference ${stored[0]?.reference}, produced on 24 November 2026`);
    expect(text).toContain("Hire Purchase over 48 months on a cash price of £20,000");
  });
});
