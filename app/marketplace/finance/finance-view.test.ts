import { describe, expect, it } from "vitest";
import { demoSearchData } from "../../../api-adapters/mocks/search/generator";
import {
  downPaymentBounds,
  financedCost,
  termFor,
} from "../../../design-system/flows/FinanceCalculator";
import { usedVolvo } from "../car.fixtures";
import { carFinanceData, nordicFinanceData, showsCreditWarning } from "./finance-view";

const swedish = { locale: "sv-SE", currency: "SEK", mileageUnit: "mil", financeQuotes: false };

const loanOption = {
  title: "Billån",
  price: 259_900,
  default_contract_duration: {
    months: 36,
    residual_percentage: 38.4,
    cash_amount_min_percentage: 20,
    cash_amount_max_percentage: 50,
  },
  contract_durations: [24, 36, 48].map((months) => ({
    months,
    residual_percentage: 0,
    cash_amount_min_percentage: 20,
    cash_amount_max_percentage: 50,
  })),
  interest_rate: 5.95,
  start_fee: 595,
  invoice_fee: 59,
  disclaimer: "Räkneexempel",
};

describe("carFinanceData", () => {
  it("maps the loan option to the calculator with the Swedish credit warning", () => {
    const finance = carFinanceData(
      usedVolvo({ car_loan_option: loanOption, car_has_campaign_loan: true }),
      swedish,
    );
    expect(finance).toMatchObject({
      kind: "nordic",
      calculator: {
        locale: "sv-SE",
        currency: "SEK",
        mileageUnit: "mil",
        creditWarning: true,
        loan: {
          title: "Billån",
          price: 259_900,
          interestRate: 5.95,
          startFee: 595,
          invoiceFee: 59,
          defaultMonths: 36,
          disclaimer: "Räkneexempel",
          isCampaign: true,
        },
      },
    });
    if (finance?.kind !== "nordic") throw new Error("nordic");
    expect(finance.calculator.loan?.terms.map((term) => term.months)).toEqual([24, 36, 48]);
  });

  it("shows the credit warning only on Swedish sites", () => {
    const finance = carFinanceData(usedVolvo({ car_loan_option: loanOption }), {
      ...swedish,
      locale: "nb-NO",
      currency: "NOK",
    });
    expect(finance).toMatchObject({ kind: "nordic", calculator: { creditWarning: false } });
    expect(showsCreditWarning("sv-SE")).toBe(true);
    expect(showsCreditWarning("sv-FI")).toBe(false);
    expect(showsCreditWarning("not a locale!")).toBe(false);
  });

  it("leaves out the car without options, and a loan without a price or durations", () => {
    expect(carFinanceData(usedVolvo(), swedish)).toBeUndefined();
    expect(
      carFinanceData(
        usedVolvo({
          car_price: null,
          car_loan_option: { ...loanOption, price: null },
        }),
        swedish,
      ),
    ).toBeUndefined();
    expect(
      carFinanceData(
        usedVolvo({
          car_loan_option: {
            ...loanOption,
            contract_durations: [],
            default_contract_duration: null,
          },
        }),
        swedish,
      ),
    ).toBeUndefined();
  });

  it("shows the leasing options the car's flags name, and generic entries of the others", () => {
    const car = usedVolvo({
      car_has_privateleasing: false,
      car_private_leasing_option: { monthly_cost_text: "2 475 kr/mån" },
      car_has_companyleasing: true,
      car_company_leasing_option: {
        price_base_amount: 207_920,
        interest_rate: 4.95,
        default_company_leasing_mileage: 1500,
        company_leasing_options: {
          "2000": [{ months: 36, residual_percentage: 31 }],
          "1500": [{ months: 36, residual_percentage: 34 }],
        },
        default_company_leasing_option: { "1500": { cash_amount: 0, contract_length: 36 } },
      },
      car_leasing_options: [
        { leasing_type: "Company", monthly_cost_text: "4 401 kr/mån" },
        { leasing_type: "Private", monthly_cost_text: "2 475 kr/mån", duration: 36, asterix: "*" },
      ],
    });
    const finance = nordicFinanceData(car, swedish);
    expect(finance?.privateLeasing).toBeUndefined();
    expect(finance?.companyLeasing?.mileages.map((entry) => entry.mileage)).toEqual([1500, 2000]);
    expect(finance?.companyLeasing?.mileages[1]).toMatchObject({
      defaultMonths: 36,
      defaultCash: 0,
    });
    expect(finance?.leasingEntries).toEqual([
      expect.objectContaining({ leasingType: "Private", duration: 36, asterix: "*" }),
    ]);
    expect(finance?.creditWarning).toBe(false);
  });

  it("gives the UK quote's vehicle where quotes are on, never the calculators", () => {
    const car = usedVolvo({ car_loan_option: loanOption });
    expect(carFinanceData(car, { ...swedish, financeQuotes: true })).toMatchObject({
      kind: "ukQuote",
      vehicle: { carId: "1001", onTheRoadPrice: 389_900 },
    });
    expect(
      carFinanceData(usedVolvo({ car_price: null }), { ...swedish, financeQuotes: true }),
    ).toBeUndefined();
  });
});

describe("the demo cars' finance", () => {
  const nordic = Object.entries(demoSearchData().carsBySite).filter(
    ([site]) => site !== "retail-uk",
  );

  it("every Nordic demo car with finance data gets calculators", () => {
    let loans = 0;
    for (const [site, cars] of nordic) {
      for (const car of cars) {
        const has = car.car_loan_option || car.car_has_companyleasing || car.car_has_privateleasing;
        if (!has) continue;
        const finance = nordicFinanceData(car, swedish);
        expect(finance, `${site} ${car.car_id}`).toBeDefined();
        if (finance?.loan) loans += 1;
      }
    }
    expect(loans).toBeGreaterThan(100);
  });

  it("opens at the index's default monthly cost (least down payment, default duration)", () => {
    for (const [site, cars] of nordic) {
      for (const car of cars) {
        const finance = nordicFinanceData(car, swedish);
        const loan = finance?.loan;
        if (loan) {
          const term = termFor(loan.terms, loan.defaultMonths);
          const cash = downPaymentBounds(loan.price, term).min;
          expect(
            financedCost(loan.price, cash, term, loan.interestRate).monthly,
            `${site} ${car.car_id} loan`,
          ).toBe(car.car_loan_option?.default_monthly_cost);
        }
        const leasing = finance?.companyLeasing;
        if (leasing) {
          const mileage = leasing.mileages.find(
            (entry) => entry.mileage === leasing.defaultMileage,
          );
          if (!mileage) throw new Error(`${site} ${car.car_id}: no default mileage`);
          const term = termFor(mileage.terms, mileage.defaultMonths);
          expect(
            financedCost(leasing.priceBase, mileage.defaultCash, term, leasing.interestRate)
              .monthly,
            `${site} ${car.car_id} company leasing`,
          ).toBe(car.car_company_leasing_option?.default_monthly_cost);
        }
      }
    }
  });
});
