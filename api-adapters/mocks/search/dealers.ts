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
        brands: (group === "New cars" ? brands : []).map((brand) => ({
          name: brand,
          brand_code: slugify(brand).toUpperCase(),
        })),
        erp_id: `${erpId}-${departmentIndex + 1}`,
        phone: phoneNumber(random, market.phonePrefix),
        email: `${slugify(words.departments[group])}.${slugify(city.city)}@${market.emailDomain}`,
        users,
        openingschedule: {
          openinghours: sales
            ? openingHours(words.closed, ["09:00", "18:00"], ["10:00", "15:00"])
            : openingHours(words.closed, ["07:00", "17:00"], null),
          deviationdays: [],
          vacationdays: random.chance(0.4)
            ? [
                {
                  vacationstart: "2026-12-24",
                  vacationend: "2026-12-26",
                  vacationtitle: "Christmas",
                  vacationdays: 3,
                },
              ]
            : [],
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
