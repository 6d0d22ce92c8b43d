import type {
  PhysicalVehicle,
  Product,
  ProductParameter,
  Quotation,
  QuoteParameters,
  QuoteResponse,
  VehicleRequest,
} from "../../finance/schemas";

/*
 * The demo finance provider's maths: personal contract purchase (PCP, with a guaranteed future
 * value as the optional final payment) and hire purchase (HP), quoted as annuities at the
 * product's representative APR (monthly rate (1 + APR)^(1/12) - 1), money in pence.
 */

interface ProductRule {
  familyKey: "PCP" | "HP";
  name: string;
  apr: number;
  terms: readonly number[];
  hasMileage: boolean;
  /** Added to the last payment (HP's option to purchase fee). */
  finalFee: number;
}

export const demoFinanceProducts: readonly ProductRule[] = [
  {
    familyKey: "PCP",
    name: "Personal Contract Purchase",
    apr: 0.099,
    terms: [24, 36, 48],
    hasMileage: true,
    finalFee: 0,
  },
  {
    familyKey: "HP",
    name: "Hire Purchase",
    apr: 0.109,
    terms: [24, 36, 48, 60],
    hasMileage: false,
    finalFee: 10,
  },
];

export const DEFAULT_TERM = 48;
export const DEFAULT_ANNUAL_MILEAGE = 10_000;
export const annualMileages = [5_000, 8_000, 10_000, 12_000, 15_000, 20_000, 25_000, 30_000];
/** The deposit is 10 to 50 percent of the price, in £250 steps between the two. */
const MIN_DEPOSIT_SHARE = 0.1;
const MAX_DEPOSIT_SHARE = 0.5;
const DEPOSIT_STEP = 250;
/** The least credit the demo lender gives; below it every quotation has an error. */
export const MIN_CREDIT = 5_000;
/** The oldest a car may be at the end of its agreement, in years. */
export const MAX_AGE_AT_END = 10;
/** Pence per mile over the agreed mileage (PCP). */
const EXCESS_MILEAGE_PENCE = 8;

const gbp = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
const whole = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
export const displayMoney = (value: number) => gbp.format(value).replace(/\.00$/, "");
const displayPence = (value: number) => gbp.format(value);
const displayMonths = (months: number) => `${months} months`;
const displayMiles = (miles: number) => `${whole.format(miles)} miles`;
const displayPercent = (share: number) => `${(share * 100).toFixed(1)}%`;

const roundPence = (value: number) => Math.round(value * 100) / 100;
const ceilPence = (value: number) => Math.ceil(value * 100 - 1e-6) / 100;

export const monthlyRate = (apr: number) => (1 + apr) ** (1 / 12) - 1;

/**
 * The monthly payment repaying `credit` over `months` at `rate` a month, leaving `balloon` to pay
 * at the end (0 for hire purchase), rounded to the penny.
 */
export function regularPayment(credit: number, balloon: number, months: number, rate: number) {
  if (rate === 0) return roundPence((credit - balloon) / months);
  const growth = (1 + rate) ** months;
  return roundPence(((credit - balloon / growth) * rate) / (1 - 1 / growth));
}

/** The credit a monthly payment repays (the inverse of regularPayment, before rounding). */
export function creditFor(payment: number, balloon: number, months: number, rate: number) {
  if (rate === 0) return payment * months + balloon;
  const growth = (1 + rate) ** months;
  return (payment * (1 - 1 / growth)) / rate + balloon / growth;
}

/** Whole years from the first registration to `now` (0 for a new car). */
export function vehicleAgeYears(vehicle: PhysicalVehicle, now: Date): number {
  const registered = vehicle.Registration.DateRegisteredWithDvla;
  if (vehicle.Status === "New" || !registered) return 0;
  const years = (now.getTime() - Date.parse(registered)) / (365.25 * 24 * 3_600_000);
  return Math.max(0, years);
}

/**
 * The guaranteed future value of a PCP agreement: what the car is worth at its end, from its
 * age, the term, the agreed and the current mileage; whole pounds.
 */
export function guaranteedFutureValue(
  vehicle: PhysicalVehicle,
  term: number,
  annualMileage: number,
  now: Date,
): number {
  const termYears = term / 12;
  const share =
    0.62 -
    0.075 * termYears -
    0.04 * vehicleAgeYears(vehicle, now) -
    0.0000015 * (annualMileage - DEFAULT_ANNUAL_MILEAGE) * termYears -
    0.000001 * vehicle.Mileage;
  return Math.floor(vehicle.OnTheRoadPrice * Math.min(0.6, Math.max(0.1, share)));
}

export function depositBounds(price: number) {
  return {
    min: Math.ceil((price * MIN_DEPOSIT_SHARE) / 100) * 100,
    max: Math.floor((price * MAX_DEPOSIT_SHARE) / 100) * 100,
  };
}

function depositValues(price: number): number[] {
  const { min, max } = depositBounds(price);
  const values = [min];
  for (let value = Math.ceil(min / DEPOSIT_STEP + 1e-9) * DEPOSIT_STEP; value < max;) {
    if (value > min) values.push(value);
    value += DEPOSIT_STEP;
  }
  if (max > min) values.push(max);
  return values;
}

const parameter = (
  values: readonly number[],
  fallback: number,
  display: (value: number) => string,
): ProductParameter => ({
  Values: values.map((value) => ({ Value: value, Locale: { DisplayValue: display(value) } })),
  Default: values.includes(fallback) ? fallback : (values[0] ?? fallback),
  Minimum: Math.min(...values),
  Maximum: Math.max(...values),
});

interface QuoteFigures {
  term: number;
  deposit: number;
  annualMileage: number | null;
  payment: number;
  balloon: number;
  credit: number;
  totalPayable: number;
}

function figures(
  rule: ProductRule,
  vehicle: PhysicalVehicle,
  term: number,
  annualMileage: number,
  now: Date,
  deposit: number,
): QuoteFigures {
  const price = vehicle.OnTheRoadPrice;
  const balloon = rule.hasMileage ? guaranteedFutureValue(vehicle, term, annualMileage, now) : 0;
  const credit = roundPence(price - deposit);
  const payment = regularPayment(credit, balloon, term, monthlyRate(rule.apr));
  return {
    term,
    deposit,
    annualMileage: rule.hasMileage ? annualMileage : null,
    payment,
    balloon,
    credit,
    totalPayable: roundPence(deposit + payment * term + balloon + rule.finalFee),
  };
}

/** The products the demo lender offers for a car (POST default). */
export function demoProducts(vehicle: PhysicalVehicle, now: Date): Product[] {
  const price = vehicle.OnTheRoadPrice;
  const { min, max } = depositBounds(price);
  return demoFinanceProducts.map((rule) => {
    const mileage = DEFAULT_ANNUAL_MILEAGE;
    const cheapest = figures(rule, vehicle, Math.max(...rule.terms), mileage, now, max);
    const dearest = figures(rule, vehicle, Math.min(...rule.terms), mileage, now, min);
    const usual = figures(rule, vehicle, DEFAULT_TERM, mileage, now, min);
    return {
      FamilyKey: rule.familyKey,
      Name: rule.name,
      Term: parameter(rule.terms, DEFAULT_TERM, displayMonths),
      Deposit: parameter(depositValues(price), min, displayMoney),
      Payment: {
        Values: [],
        Default: usual.payment,
        Minimum: Math.max(0, cheapest.payment),
        Maximum: dearest.payment,
      },
      AnnualMileage: rule.hasMileage
        ? parameter(annualMileages, DEFAULT_ANNUAL_MILEAGE, displayMiles)
        : null,
    };
  });
}

/** A stable reference of one quotation: the same inputs quote the same reference. */
export function quoteReference(parts: readonly (string | number)[]): string {
  let hash = 2166136261;
  for (const char of parts.join("|")) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  const code = (hash >>> 0).toString(36).toUpperCase().padStart(7, "0");
  return `FQ-${code}`;
}

/** What the demo keeps of a quote for its legal text. */
export interface StoredQuote {
  reference: string;
  productName: string;
  price: number;
  figures: QuoteFigures;
  apr: number;
  quotedAt: Date;
}

const itemError = (message: string): Quotation => ({
  HasError: true,
  Error: { UserMessage: message },
  Blocks: [],
  Finance: null,
});

const detail = (Key: string, Label: string, DisplayValue: string) => ({ Key, Label, DisplayValue });

function quotation(
  rule: ProductRule,
  price: number,
  quote: QuoteFigures,
  reference: string,
  applyBase: string,
) {
  const chargeForCredit = roundPence(quote.totalPayable - price);
  const flatRate = quote.credit > 0 ? chargeForCredit / quote.credit / (quote.term / 12) : 0;
  const summary = [
    detail("RegularPayment", `${quote.term} monthly payments of`, displayPence(quote.payment)),
    detail("Term", "Duration of agreement", displayMonths(quote.term)),
    detail("TotalDeposit", "Customer deposit", displayMoney(quote.deposit)),
    ...(quote.annualMileage === null
      ? []
      : [detail("AnnualMileage", "Annual mileage", displayMiles(quote.annualMileage))]),
  ];
  const example = [
    detail("CashPrice", "Cash price", displayMoney(price)),
    detail("TotalDeposit", "Customer deposit", displayMoney(quote.deposit)),
    detail("TotalAmountOfCredit", "Total amount of credit", displayPence(quote.credit)),
    ...(rule.hasMileage
      ? [detail("FinalPayment", "Optional final payment", displayMoney(quote.balloon))]
      : [detail("OptionToPurchaseFee", "Option to purchase fee", displayMoney(rule.finalFee))]),
    detail("ChargeForCredit", "Total charge for credit", displayPence(chargeForCredit)),
    detail("TotalAmountPayable", "Total amount payable", displayPence(quote.totalPayable)),
    detail("FixedRate", "Fixed rate of interest (per annum)", displayPercent(flatRate)),
    detail("Apr", "Representative APR", displayPercent(rule.apr)),
    ...(rule.hasMileage
      ? [detail("ExcessMileage", "Excess mileage charge", `${EXCESS_MILEAGE_PENCE}p per mile`)]
      : []),
  ];
  return {
    HasError: false,
    Error: null,
    Blocks: [{ Details: summary }, { Details: example }],
    Finance: {
      Notifications: rule.hasMileage
        ? [
            `At the end of the agreement you may return the car, pay the optional final payment or part exchange it.`,
          ]
        : [],
      Product: { FamilyKey: rule.familyKey, Name: rule.name },
      Quote: {
        Term: quote.term,
        TotalDeposit: quote.deposit,
        TotalRegularPayment: quote.payment,
        AnnualMileage: quote.annualMileage,
        QuoteReference: reference,
        QuoteActions: { Apply: `${applyBase}/apply/${reference}` },
      },
    },
  } satisfies Quotation;
}

const allowed = (values: readonly number[], value: number | undefined) =>
  value !== undefined && values.includes(value);

/** Quotes one product for one car, or says why it cannot (a quote-item error). */
function quoteProduct(
  rule: ProductRule,
  vehicle: PhysicalVehicle,
  parameters: QuoteParameters,
  now: Date,
  applyBase: string,
  remember: (quote: StoredQuote) => void,
): Quotation {
  const price = vehicle.OnTheRoadPrice;
  const { min, max } = depositBounds(price);
  const term = parameters.Term;
  if (!rule.terms.includes(term))
    return itemError(`${rule.name} is not available over ${term} months.`);
  const mileage = rule.hasMileage ? (parameters.AnnualMileage ?? DEFAULT_ANNUAL_MILEAGE) : 0;
  if (rule.hasMileage && !allowed(annualMileages, mileage)) {
    return itemError(
      `Choose an annual mileage between ${displayMiles(5_000)} and ${displayMiles(30_000)}.`,
    );
  }
  let deposit: number;
  if (parameters.CalculationType === "ToCashDeposit") {
    const payment = parameters.RegularPayment;
    if (payment === undefined)
      return itemError("A regular payment is needed to work out the deposit.");
    const balloon = rule.hasMileage ? guaranteedFutureValue(vehicle, term, mileage, now) : 0;
    deposit = ceilPence(price - creditFor(payment, balloon, term, monthlyRate(rule.apr)));
    if (deposit < min || deposit > max) {
      const low = figures(rule, vehicle, term, mileage, now, max).payment;
      const high = figures(rule, vehicle, term, mileage, now, min).payment;
      return itemError(
        `Choose a monthly payment between ${displayPence(low)} and ${displayPence(high)} over ${term} months.`,
      );
    }
  } else {
    deposit = parameters.CashDeposit ?? min;
    if (deposit < min || deposit > max) {
      return itemError(`Choose a deposit between ${displayMoney(min)} and ${displayMoney(max)}.`);
    }
  }
  if (price - deposit < MIN_CREDIT) {
    return itemError(`We can only lend ${displayMoney(MIN_CREDIT)} or more.`);
  }
  const quote = figures(rule, vehicle, term, mileage, now, deposit);
  const reference = quoteReference([
    vehicle.SourceVehicleId,
    price,
    rule.familyKey,
    term,
    quote.deposit,
    mileage,
  ]);
  remember({
    reference,
    productName: rule.name,
    price,
    figures: quote,
    apr: rule.apr,
    quotedAt: now,
  });
  return quotation(rule, price, quote, reference, applyBase);
}

/** The demo provider's answer to POST cfd. */
export function demoQuote(
  requests: readonly VehicleRequest[],
  now: Date,
  applyBase: string,
  remember: (quote: StoredQuote) => void,
): QuoteResponse {
  return {
    Vehicles: requests.map(({ Id, Parameters, PhysicalVehicle: vehicle }) => {
      const shortest = Math.min(
        Parameters.Term,
        ...demoFinanceProducts.map((p) => Math.min(...p.terms)),
      );
      if (vehicleAgeYears(vehicle, now) + shortest / 12 > MAX_AGE_AT_END) {
        return {
          Id,
          HasError: true,
          Error: {
            UserMessage: `Vehicles over ${MAX_AGE_AT_END} years old at the end of the agreement cannot be financed.`,
          },
          FinanceQuotations: [],
        };
      }
      const rules = demoFinanceProducts.filter((rule) =>
        Parameters.FinanceProductFamilyKeys.includes(rule.familyKey),
      );
      return {
        Id,
        HasError: false,
        Error: null,
        FinanceQuotations:
          rules.length > 0
            ? rules.map((rule) => quoteProduct(rule, vehicle, Parameters, now, applyBase, remember))
            : [itemError("No such finance product.")],
      };
    }),
  };
}

const longDate = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" });

/** The legal text of a stored quote (GET legal). */
export function demoLegalText(quote: StoredQuote): string {
  const { figures: f } = quote;
  return [
    `Quote reference ${quote.reference}, produced on ${longDate.format(quote.quotedAt)}: ${quote.productName} over ${displayMonths(f.term)} on a cash price of ${displayMoney(quote.price)} with a deposit of ${displayMoney(f.deposit)}, ${displayPence(f.payment)} a month, representative APR ${displayPercent(quote.apr)}.`,
    "This quote is valid for 14 days and is not an offer of finance. Finance is subject to status and is available to UK residents aged 18 and over. Guarantees and indemnities may be required.",
    "Forecourt Retail UK acts as a credit broker, not a lender, and works with a number of lenders who may pay us for introducing you to them. We are authorised and regulated by the Financial Conduct Authority.",
    ...(f.annualMileage === null
      ? [
          "You will own the vehicle once every payment, including the option to purchase fee, has been made.",
        ]
      : [
          `The optional final payment of ${displayMoney(f.balloon)} assumes ${displayMiles(f.annualMileage)} a year; excess mileage is charged at ${EXCESS_MILEAGE_PENCE}p per mile if you return the vehicle.`,
        ]),
  ].join("\n\n");
}
