import type { DealerSite, Department } from "../../search/schemas";
import { blurDataUrl, siteImageUrl } from "./images";
import { vocabularies, type DepartmentGroup, type Market } from "./markets";
import type { Random } from "./random";

export const slugify = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const emailLocal = (first: string, last: string) => slugify(`${first}.${last}`).replace(/-/g, ".");

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function openingHours(
  closedText: string,
  weekday: [string, string],
  saturday: [string, string] | null,
) {
  return weekdays.map((day, index) => {
    const hours = index < 5 ? weekday : index === 5 ? saturday : null;
    return hours
      ? { day, open: hours[0], close: hours[1], displayText: `${hours[0]}–${hours[1]}` }
      : { day, open: null, close: null, displayText: closedText };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date `offset` days from today as the data writes it: "2026-07-08". */
export function isoDay(offset: number, today: Date = new Date()): string {
  return new Date(today.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A holiday period running now (from two days ago to five days ahead), so the notice always has a
 * demo case: computed from today when the data is generated, it never goes stale.
 */
export function holidayAroundToday(title: string, today: Date = new Date()) {
  return {
    vacationstart: isoDay(-2, today),
    vacationend: isoDay(5, today),
    vacationtitle: title,
    vacationdays: 8,
  };
}

/** Days with other hours than usual, ahead of today: one closed day and one short day. */
export function deviationDaysAhead(closedText: string, today: Date = new Date()) {
  return [
    { date: isoDay(10, today), open: null, close: null, displayText: closedText },
    { date: isoDay(17, today), open: "10:00", close: "14:00", displayText: "10:00–14:00" },
  ];
}

const brandCode = (brand: string) => slugify(brand).toUpperCase();

/**
 * The workshop's brand codes as dealer systems write them: every brand, the first one's transport
 * variant (`<CODE>_TR`, reduced to its base by the brand-code rule) and, on every third site, Fiat
 * and Fiat Professional (`FI` and `FI_TR`, an exception kept as its own brand).
 */
function workshopBrands(brands: readonly string[], siteIndex: number) {
  const first = brands[0];
  return [
    ...brands.map((brand) => ({ name: brand, brand_code: brandCode(brand) })),
    ...(first ? [{ name: `${first} Transport`, brand_code: `${brandCode(first)}_TR` }] : []),
    ...(siteIndex % 3 === 0
      ? [
          { name: "Fiat", brand_code: "FI" },
          { name: "Fiat Professional", brand_code: "FI_TR" },
        ]
      : []),
  ];
}

export function phoneNumber(random: Random, prefix: string) {
  return `${prefix} ${random.int(100, 999)} ${random.int(10, 99)} ${random.int(10, 99)}`;
}

export interface GeneratedDealer {
  site: DealerSite;
  brands: string[];
  salesPeople: { name: string; email: string; phone: string }[];
  salesErpId: string;
}

/** 3–8 dealer sites of a market, each with departments (always a Workshop) and staff. */
export function generateDealers(market: Market, marketIndex: number, random: Random) {
  const words = vocabularies[market.language];
  return market.cities.map((city, index): GeneratedDealer => {
    const siteId = String((marketIndex + 1) * 100 + index + 1);
    const name = `${market.dealerName} ${city.city}`;
    const brands = market.sellsNew
      ? [
          ...new Set([
            market.brands[index % market.brands.length] as string,
            ...random.sample(market.brands, random.int(2, 5)),
          ]),
        ]
      : [...market.brands];
    const siteEmail = `${slugify(city.city)}@${market.emailDomain}`;
    const groups: DepartmentGroup[] = market.sellsNew
      ? [
          "New cars",
          "Used cars",
          "Workshop",
          "Parts",
          ...(random.chance(0.6) ? (["Body work"] as const) : []),
        ]
      : ["Used cars", "Workshop"];
    const erpId = `${market.countryCode}${siteId}`;
    const departments: Department[] = groups.map((group, departmentIndex) => {
      const sales = group === "New cars" || group === "Used cars";
      const users = Array.from({ length: random.int(1, 3) }, () => {
        const first = random.pick(market.firstNames);
        const last = random.pick(market.lastNames);
        return {
          first_name: first,
          last_name: last,
          title: sales ? words.salesTitle : words.serviceTitle,
          phone: phoneNumber(random, market.phonePrefix),
          email: `${emailLocal(first, last)}@${market.emailDomain}`,
        };
      });
      return {
        name: words.departments[group],
        official_name: `${name} ${words.departments[group]}`,
        department_type: sales ? "Sales" : group === "Parts" ? "Parts" : "Service",
        group,
        brands:
          group === "Workshop" && market.sellsNew
            ? workshopBrands(brands, index)
            : (group === "New cars" ? brands : []).map((brand) => ({
                name: brand,
                brand_code: brandCode(brand),
              })),
        erp_id: `${erpId}-${departmentIndex + 1}`,
        phone: phoneNumber(random, market.phonePrefix),
        email: `${slugify(words.departments[group])}.${slugify(city.city)}@${market.emailDomain}`,
        users,
        openingschedule: {
          openinghours: sales
            ? openingHours(words.closed, ["09:00", "18:00"], ["10:00", "15:00"])
            : openingHours(words.closed, ["07:00", "17:00"], null),
          deviationdays: group === "Workshop" ? deviationDaysAhead(words.closed) : [],
          // Drawn for every department first, so the generated data stays the same as before.
          vacationdays: [
            ...(random.chance(0.4)
              ? [
                  {
                    vacationstart: "2026-12-24",
                    vacationend: "2026-12-26",
                    vacationtitle: "Christmas",
                    vacationdays: 3,
                  },
                ]
              : []),
            // The first site of each market is on holiday now (the notice's demo case).
            ...(index === 0 && group === "Workshop" ? [holidayAroundToday(words.holiday)] : []),
          ],
        },
      };
    });
    const salesDepartment = departments[0] as Department;
    const imageUrl = siteImageUrl(siteId, 1);
    const site: DealerSite = {
      site_id: siteId,
      site_official_name: name,
      site_street: city.street,
      site_zip: city.zip,
      site_city: city.city,
      site_phone: phoneNumber(random, market.phonePrefix),
      site_email: siteEmail,
      site_geocoord: `${city.lat},${city.lng}`,
      site_image_url: imageUrl,
      site_primary_image: {
        thumbnail_url: imageUrl,
        original: imageUrl,
        blur_data_url: blurDataUrl("#1f3b57"),
      },
      site_brands: brands,
      site_region: city.region,
      website_city: city.city,
      website_sort_order: index + 1,
      country_code: market.countryCode,
      slug: slugify(name),
      erp_id: erpId,
      site_departments: departments,
    };
    return {
      site,
      brands,
      salesErpId: salesDepartment.erp_id ?? erpId,
      salesPeople: (salesDepartment.users ?? []).map((user) => ({
        name: `${user.first_name} ${user.last_name}`,
        email: user.email ?? siteEmail,
        phone: user.phone ?? "",
      })),
    };
  });
}
