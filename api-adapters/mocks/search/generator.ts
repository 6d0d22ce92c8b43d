import type { Car, DealerSite, LeasingEntry } from "../../search/schemas";
import { allWheelDriveMarkers, catalogue, type Fuel, type ModelSpec } from "./catalogue";
import { generateDealers, slugify, type GeneratedDealer } from "./dealers";
import { blurDataUrl, carImageUrl } from "./images";
import {
  colourHex,
  equipment,
  languageColumn,
  markets,
  vocabularies,
  type Colour,
  type Market,
} from "./markets";
import { createRandom, type Random } from "./random";

/**
 * Seeded demo data for the search indexes: ~610 cars and 3–8 dealer sites on each of the seven
 * car-selling sites, in each market's language and currency. Pure and browser-safe: the same
 * output on every call, in Node and in Storybook. Choices the specs leave open:
 * - car_mileage is in the market's unit (Swedish/Norwegian 'mil' = 10 km, UK miles, else km);
 *   car_odometer is always km.
 * - LCV (vans): every price is without VAT (car_price = car_retail_price_exkl_vat).
 * - car_price is the retail price; a campaign (~15 %) sets car_campaign_price below it.
 * - car_site_name is the dealer's name, car_site_id its site_id.
 */
export interface DemoSearchData {
  carsBySite: Record<string, Car[]>;
  sitesBySite: Record<string, DealerSite[]>;
  /** Drawing data for the image mock. */
  carLooks: Map<string, { brand: string; model: string; hex: string }>;
}

/** The data's "today": publish dates fall in the 120 days before it. */
export const DEMO_REFERENCE_TIME = Date.UTC(2026, 10, 20, 8, 0, 0);
const REFERENCE_YEAR = 2026;

const colourWeights: [Colour, number][] = [
  ["black", 20],
  ["white", 18],
  ["grey", 18],
  ["silver", 12],
  ["blue", 14],
  ["red", 7],
  ["green", 5],
  ["brown", 6],
];

function weightedColour(random: Random): Colour {
  let roll = random.next() * colourWeights.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [colour, weight] of colourWeights) {
    roll -= weight;
    if (roll < 0) return colour;
  }
  return "black";
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions) {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function formatNumber(locale: string, value: number) {
  return formatter(locale, { maximumFractionDigits: 0 }).format(value);
}

function formatMoney(market: Market, value: number) {
  return formatter(market.locale, {
    style: "currency",
    currency: market.currency,
    maximumFractionDigits: 0,
  }).format(value);
}

function monthlyText(market: Market, value: number) {
  const words = vocabularies[market.language];
  return market.currency === "GBP"
    ? `${formatMoney(market, value)}${words.perMonth}`
    : `${formatNumber(market.locale, value)} ${words.perMonth}`;
}

/** A price as dealers write them: 249 900 kr, £23,495, 24 990 €. */
function dealerPrice(market: Market, value: number) {
  if (market.currency === "GBP") return Math.max(995, Math.round(value / 100) * 100 - 5);
  if (market.currency === "EUR") return Math.max(990, Math.round(value / 100) * 100 - 10);
  return Math.max(9900, Math.round(value / 1000) * 1000 - 100);
}

/** Annuity with an optional residual value (specs section 9: annual rate / 12). */
export function monthlyPayment(
  principal: number,
  annualRatePercent: number,
  months: number,
  residual = 0,
) {
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return (principal - residual) / months;
  const discount = (1 + rate) ** -months;
  return ((principal - residual * discount) * rate) / (1 - discount);
}

function registrationNumber(market: Market, random: Random, year: number, fuel: Fuel) {
  const letters = "ABCDEFGHJKLMNPRSTUWXYZ";
  const letter = () => letters[random.int(0, letters.length - 1)] as string;
  const digits = (count: number) => Array.from({ length: count }, () => random.int(0, 9)).join("");
  switch (market.countryCode) {
    case "SE":
      return `${letter()}${letter()}${letter()} ${digits(2)}${random.chance(0.5) ? letter() : digits(1)}`;
    case "NO":
      return `${fuel === "electric" ? "E" + random.pick(["L", "K", "V", "B"]) : letter() + letter()} ${digits(5)}`;
    case "GB":
      return `${letter()}${letter()}${String((year % 100) + (random.chance(0.5) ? 50 : 0)).padStart(2, "0")} ${letter()}${letter()}${letter()}`;
    case "FI":
      return `${letter()}${letter()}${letter()}-${digits(3)}`;
    default:
      return `${random.pick(["BA", "BL", "KE", "ZA", "TT"])}-${digits(3)}${letter()}${letter()}`;
  }
}

function vin(prefix: string, random: Random) {
  const alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  return (
    prefix + Array.from({ length: 14 }, () => alphabet[random.int(0, alphabet.length - 1)]).join("")
  );
}

function firstRegistration(market: Market, year: number, random: Random) {
  const month = String(random.int(1, 12)).padStart(2, "0");
  const day = String(random.int(1, 28)).padStart(2, "0");
  return market.language === "en" ? `${day}/${month}/${year}` : `${year}-${month}-${day}`;
}

function pickFuel(market: Market, model: ModelSpec, random: Random): Fuel {
  if (model.fuels.includes("electric") && random.chance(market.electricBias)) return "electric";
  return random.pick(model.fuels);
}

interface CarContext {
  market: Market;
  random: Random;
  dealers: GeneratedDealer[];
  id: string;
}

function generateCar({ market, random, dealers, id }: CarContext): Car & { hex: string } {
  const words = vocabularies[market.language];
  const brand = random.pick(market.brands);
  const brandSpec = catalogue[brand];
  if (!brandSpec) throw new Error(`No catalogue for ${brand}`);
  const isNew = market.sellsNew && random.chance(0.25);
  const model = random.pick(brandSpec.models);
  const firstYear = Math.max(2015, model.from ?? 2015);
  const year = isNew
    ? random.int(2025, REFERENCE_YEAR)
    : Math.min(
        REFERENCE_YEAR - 1,
        firstYear + Math.floor(random.next() ** 0.7 * (REFERENCE_YEAR - firstYear)),
      );
  const fuel = pickFuel(market, model, random);
  const engine = random.pick(brandSpec.engines[fuel] ?? ["Standard"]);
  const trim = random.pick(brandSpec.trims);
  const variant = [engine, trim].filter(Boolean).join(" ");
  const drive = allWheelDriveMarkers.test(variant)
    ? "awd"
    : brandSpec.rearDriven
      ? "rear"
      : "front";
  const automatic = fuel !== "petrol" && fuel !== "diesel" ? true : random.chance(0.65);
  const colour = weightedColour(random);
  const age = REFERENCE_YEAR - year;
  const km = isNew
    ? random.int(0, 60)
    : Math.max(800, age * random.int(7000, 21000) + random.int(0, 9000));
  const mileage =
    market.mileageUnit === "mil"
      ? Math.round(km / 10)
      : market.mileageUnit === "miles"
        ? Math.round(km / 1.609)
        : km;
  const mileageText = `${formatNumber(market.locale, mileage)} ${market.mileageUnit}`;
  const power =
    Math.round((model.power[0] + random.next() * (model.power[1] - model.power[0])) / 5) * 5;
  const lcv = model.lcv === true;
  const vatFactor = 1 + market.vatPercent / 100;

  const trimFactor = 1 + random.next() * 0.25;
  const depreciation = isNew ? 1 : 0.86 ** age * (1 - (Math.min(km, 250_000) / 250_000) * 0.3);
  const grossPrice = model.basePrice * trimFactor * depreciation * market.rate;
  const price = dealerPrice(market, lcv ? grossPrice / vatFactor : grossPrice);
  const hasCampaign = random.chance(0.15);
  const campaignPrice = hasCampaign
    ? dealerPrice(market, price * (0.9 + random.next() * 0.06))
    : null;
  const vatEligible = lcv || (!isNew && random.chance(0.15));
  const exVat = (value: number) => (lcv ? value : Math.round(value / vatFactor));

  const dealerChoices = dealers.filter((dealer) => dealer.brands.includes(brand));
  const dealer = random.pick(dealerChoices.length > 0 ? dealerChoices : dealers);
  const sellers = random.sample(dealer.salesPeople, random.int(1, 2));
  const images = Array.from({ length: random.int(3, 8) }, (_, index) => ({
    original: carImageUrl(id, index + 1),
    blur_data_url: blurDataUrl(colourHex[colour]),
  }));
  const publishedAt = DEMO_REFERENCE_TIME - random.int(0, 120 * 24) * 3_600_000;
  const column = languageColumn[market.language];
  const isElectric = fuel === "electric";
  const plugs = isElectric || fuel === "phev";
  // The charging cable (the last row) only comes with cars that plug in.
  const equipmentPool = plugs ? equipment : equipment.slice(0, -1);
  const equipmentList = random
    .sample(equipmentPool, random.int(10, Math.min(30, equipmentPool.length)))
    .map((row) => row[column]);
  const wltpRange = isElectric ? random.int(330, 620) : fuel === "phev" ? random.int(40, 90) : null;
  const battery = isElectric ? random.int(50, 110) : fuel === "phev" ? random.int(11, 19) : null;
  const sellingPrice = campaignPrice ?? price;
  const modelName = model.localNames?.[market.language] ?? model.name;

  const car: Car & { hex: string } = {
    hex: colourHex[colour],
    car_id: id,
    slug: slugify(`${brand} ${modelName} ${variant} ${year}`),
    car_site_name: dealer.site.site_official_name,
    car_brand: brand,
    car_model: modelName,
    car_model_text: variant,
    car_body: words.body[model.body],
    car_year: year,
    car_fuel: words.fuel[fuel],
    car_gearbox: automatic ? words.gearbox.automatic : words.gearbox.manual,
    car_drive: words.drive[drive],
    car_color: words.colour[colour],
    car_condition: isNew ? words.condition.new : words.condition.used,
    car_is_used: !isNew,
    car_is_sample: isNew && random.chance(0.35),
    car_vehicle_type_code: lcv ? "LCV" : "PC",
    car_vat_eligible: vatEligible,
    car_primary_image: {
      thumbnail_url: carImageUrl(id, 1),
      original: carImageUrl(id, 1),
      blur_data_url: blurDataUrl(colourHex[colour]),
    },
    car_images: images,
    car_site_id: dealer.site.site_id,
    car_site_city: dealer.site.website_city,
    website_city: dealer.site.website_city,
    car_site_region: dealer.site.site_region,
    car_site_leads_email: dealer.site.site_email,

    car_price: price,
    car_price_currency: market.currency,
    car_price_text: formatMoney(market, price),
    car_price_title: words.priceTitle,
    car_retail_price: price,
    car_retail_price_text: formatMoney(market, price),
    car_retail_price_exkl_vat: vatEligible ? exVat(price) : null,
    car_campaign_price: campaignPrice,
    car_campaign_price_text: campaignPrice ? formatMoney(market, campaignPrice) : null,
    car_campaign_price_exkl_vat: campaignPrice && vatEligible ? exVat(campaignPrice) : null,
    car_has_campaign_price: hasCampaign,
    car_has_campaign_loan: false,
    car_has_campaign_companyleasing: false,
    car_has_campaign_privateleasing: false,
    car_campaigns: hasCampaign ? [words.campaign] : [],
    caroftheweek: false,

    car_has_privateleasing: false,
    car_has_companyleasing: false,
    car_equipment: equipmentList,
    car_description: words.description({
      brand,
      model: modelName,
      variant,
      year,
      mileage: mileageText,
      dealer: dealer.site.site_official_name ?? "",
    }),
    car_trim_package: trim || null,
    linked_vehicles: [],
    disable_test_drive: random.chance(0.05),
    car_sellers: sellers,
    car_mileage: mileage,
    car_mileage_text: mileageText,
    car_odometer: km,
    car_odometer_unit: "km",
    car_regno: isNew ? null : registrationNumber(market, random, year, fuel),
    car_chassino: vin(brandSpec.vinPrefix, random),
    car_firstregistration: isNew ? null : firstRegistration(market, year, random),
    car_pbbratio:
      market.countryCode === "SE" && !lcv ? Math.round((sellingPrice / 58_800) * 100) / 100 : null,
    car_beneficial_value:
      market.countryCode === "SE" && !lcv && age <= 3
        ? Math.round((sellingPrice * 0.0075) / 10) * 10
        : null,
    car_ncapstars: lcv ? null : random.int(4, 5),
    // Half the UK cars (as before) and every 4th car elsewhere have autos-on-show media (a 360,
    // maybe a video and an interior panorama: api-adapters/mocks/autosonshow.ts). The other
    // markets' choice draws no random number, so the rest of their data stays as it was.
    autos_on_show: market.countryCode === "GB" ? random.chance(0.5) : Number(id) % 4 === 0,
    car_publishdate: new Date(publishedAt).toISOString(),
    indexed_at: new Date(DEMO_REFERENCE_TIME - random.int(0, 48) * 3_600_000).toISOString(),
    car_companyerpid: dealer.site.erp_id,
    car_departmenterpid: dealer.salesErpId,

    car_co2_emission: isElectric
      ? 0
      : fuel === "phev"
        ? random.int(18, 40)
        : fuel === "hybrid"
          ? random.int(95, 130)
          : random.int(115, 190),
    car_fuel_consumption: isElectric
      ? null
      : Math.round(
          (fuel === "phev"
            ? 0.8 + random.next()
            : fuel === "hybrid"
              ? 4 + random.next() * 1.5
              : 5 + random.next() * 3.5) * 10,
        ) / 10,
    car_electric_consumption: plugs ? Math.round((15 + random.next() * 8) * 10) / 10 : null,
    car_electric_range: wltpRange ? Math.round(wltpRange * 0.8) : null,
    car_wltp_range: wltpRange,
    car_battery_size: battery,
    car_ac_charging_speed: plugs ? (isElectric ? 11 : 7.4) : null,
    car_dc_charging_speed: isElectric ? random.int(10, 27) * 10 : null,
    car_power: power,
    car_power_kw: Math.round(power * 0.7355),
    car_weight: lcv ? random.int(1900, 2600) : random.int(1150, 2500),
    car_total_weight: lcv ? 3500 : null,
    car_seats: model.seats ?? 5,
    car_doors:
      model.body === "coupe" || model.body === "convertible" ? 2 : model.body === "van" ? 4 : 5,
    car_cargo_volume: lcv ? random.int(40, 160) * 100 : random.int(28, 65) * 10,
    car_length: lcv ? random.int(5000, 7000) : random.int(3700, 5100),
    car_width: random.int(1700, 2050),
    car_height: lcv ? random.int(1950, 2800) : random.int(1400, 1800),
    car_load_capacity: lcv ? random.int(8, 16) * 100 : null,
    car_towing_capacity:
      model.body === "suv" || lcv || model.body === "pickup" ? random.int(15, 35) * 100 : null,
  };

  addFinance(car, market, random, sellingPrice, isNew, age, lcv);
  return car;
}

function addFinance(
  car: Car,
  market: Market,
  random: Random,
  price: number,
  isNew: boolean,
  age: number,
  lcv: boolean,
) {
  const words = vocabularies[market.language];
  const { loanRate, startFee, invoiceFee, leasing } = market.finance;
  if (loanRate !== null && random.chance(0.6)) {
    const cashMin = 20;
    const durations = [12, 24, 36, 48, 60, 72].map((months) => ({
      months,
      residual_percentage: isNew ? Math.max(0, 60 - months * 0.6) : 0,
      cash_amount_min_percentage: cashMin,
      cash_amount_max_percentage: 50,
    }));
    const chosen = durations[isNew ? 2 : 4] ?? durations[0];
    const monthly = Math.round(
      monthlyPayment(
        price * (1 - cashMin / 100),
        loanRate,
        chosen?.months ?? 36,
        (price * (chosen?.residual_percentage ?? 0)) / 100,
      ),
    );
    const campaign = car.car_has_campaign_price === true && random.chance(0.4);
    car.car_loan_option = {
      title: words.loanTitle,
      default_monthly_cost: monthly,
      default_monthly_cost_text: monthlyText(market, monthly),
      default_contract_duration: chosen,
      contract_durations: durations,
      price,
      invoice_fee: invoiceFee,
      invoice_fee_text: formatMoney(market, invoiceFee),
      start_fee: startFee,
      start_fee_text: formatMoney(market, startFee),
      interest_rate: loanRate,
      interest_rate_text: `${formatter(market.locale, { minimumFractionDigits: 2 }).format(loanRate)} %`,
      disclaimer: words.loanDisclaimer,
      description: `${words.loanTitle} ${chosen?.months ?? 36} ${words.monthsShort}, ${cashMin} %`,
    };
    car.car_has_campaign_loan = campaign;
    car.car_loan_monthly_cost = monthly;
    car.car_loan_description = car.car_loan_option.description;
    car.car_loan_rate = loanRate;
    car.car_loan_duration = chosen?.months ?? 36;
  }
  if (!leasing || age > 4) return;
  const entries: LeasingEntry[] = [];
  if (!lcv && random.chance(0.3)) {
    const monthly = dealerPrice(market, price * 0.0095) + 5;
    const isCampaign = random.chance(0.25);
    car.car_has_privateleasing = true;
    car.car_has_campaign_privateleasing = isCampaign;
    car.car_private_leasing_option = {
      title: words.privateLeasing,
      monthly_cost_text: monthlyText(market, monthly),
      months_text: `36 ${words.monthsShort}`,
      // Leasing is offered on the Swedish and Norwegian sites only, hence 'mil' per 'år'.
      mileage_text: `${formatNumber(market.locale, 1500)} ${market.mileageUnit}/år`,
      start_fee_text: formatMoney(market, 0),
      invoice_fee_text: formatMoney(market, market.finance.invoiceFee),
      sales_text: `${words.privateLeasing} – ${car.car_brand} ${car.car_model}`,
      disclaimer: words.leasingDisclaimer,
      is_campaign: isCampaign,
    };
    entries.push({
      title: words.privateLeasing,
      leasing_type: "Private",
      monthly_cost: monthly,
      monthly_cost_text: monthlyText(market, monthly),
      description: words.leasingDisclaimer,
      duration: 36,
      mileage: 1500,
      asterix: "*",
    });
  }
  if (random.chance(0.3)) {
    const base = Math.round(price / (1 + market.vatPercent / 100));
    const mileages = ["1000", "1500", "2000", "2500"];
    const terms = Object.fromEntries(
      mileages.map((mileage, index) => [
        mileage,
        [24, 36, 48].map((months) => ({
          months,
          residual_percentage: Math.max(20, 55 - months / 2 - index * 3),
          cash_amount_min_percentage: 0,
          cash_amount_max_percentage: 30,
        })),
      ]),
    );
    // The default: 1500 a year over 36 months, no cash amount, that term's residual value.
    const defaultTerm = terms["1500"]?.[1];
    const residual = Math.round((base * (defaultTerm?.residual_percentage ?? 0)) / 100);
    const monthly = Math.round(monthlyPayment(base, 4.95, defaultTerm?.months ?? 36, residual));
    car.car_has_companyleasing = true;
    car.car_company_leasing_option = {
      title: words.companyLeasing,
      default_monthly_cost: monthly,
      default_company_leasing_mileage: 1500,
      company_leasing_options: terms,
      default_company_leasing_option: Object.fromEntries(
        mileages.map((mileage) => [mileage, { cash_amount: 0, contract_length: 36 }]),
      ),
      interest_rate: 4.95,
      has_fixed_interest_rate: false,
      price_base_amount: base,
      start_fee: market.finance.startFee,
      invoice_fee: market.finance.invoiceFee,
      sales_text: `${words.companyLeasing} – ${car.car_brand} ${car.car_model}`,
      description: words.leasingDisclaimer,
      disclaimer: words.leasingDisclaimer,
    };
    entries.push({
      title: words.companyLeasing,
      leasing_type: "Company",
      monthly_cost: monthly,
      monthly_cost_text: monthlyText(market, monthly),
      description: words.leasingDisclaimer,
      duration: 36,
      mileage: 1500,
      asterix: "*",
    });
  }
  car.car_leasing_options = entries;
}

/** Sample cars of one brand and model link to each other (the trim package picker). */
function linkSamples(cars: Car[]) {
  const groups = new Map<string, Car[]>();
  for (const car of cars) {
    if (!car.car_is_sample) continue;
    const key = `${car.car_brand}|${car.car_model}`;
    groups.set(key, [...(groups.get(key) ?? []), car]);
  }
  for (const group of groups.values()) {
    for (const car of group) {
      car.linked_vehicles = group
        .filter((other) => other !== car)
        .slice(0, 3)
        .map((other) => ({
          vehicle_id: other.car_id,
          slug: other.slug,
          link_text: other.car_model_text ?? other.car_model,
          package_name: other.car_trim_package ?? null,
        }));
    }
  }
}

function generateMarket(market: Market, marketIndex: number) {
  const random = createRandom(`forecourt-demo:${market.site}`);
  const dealers = generateDealers(market, marketIndex, random);
  const base = (marketIndex + 1) * 1_000_000 + 10_000;
  const cars = Array.from({ length: market.carCount }, (_, index) =>
    generateCar({ market, random, dealers, id: String(base + index * 37 + random.int(0, 36)) }),
  );
  for (const index of random.sample(
    cars.map((_, position) => position),
    random.int(4, 6),
  )) {
    const car = cars[index];
    if (car) car.caroftheweek = true;
  }
  linkSamples(cars);
  return { cars, sites: dealers.map((dealer) => dealer.site) };
}

let memo: DemoSearchData | null = null;

/** The demo indexes' data, generated once per process (deterministic). */
export function demoSearchData(): DemoSearchData {
  if (memo) return memo;
  const data: DemoSearchData = { carsBySite: {}, sitesBySite: {}, carLooks: new Map() };
  markets.forEach((market, index) => {
    const { cars, sites } = generateMarket(market, index);
    data.carsBySite[market.site] = cars.map(({ hex, ...car }) => {
      data.carLooks.set(car.car_id, { brand: car.car_brand, model: car.car_model, hex });
      return car;
    });
    data.sitesBySite[market.site] = sites;
  });
  memo = data;
  return data;
}

/** Generates afresh (for the determinism test); the app uses demoSearchData(). */
export function generateDemoSearchData(): DemoSearchData {
  memo = null;
  const data = demoSearchData();
  memo = null;
  return data;
}
