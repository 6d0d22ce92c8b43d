import type { DealerSite } from "../../api-adapters/search";
import type { LanguageTag } from "../../sites/manifest";
import type { GeoPoint, SiteDetailData } from "../../design-system";
import { localityOf } from "../blocks/marketplace/teasers.server";
import { mapsSearchHref } from "./car-detail-view";
import { dealerBrandNames } from "./dealer-brands";
import { activeVacation, vacationPeriod } from "./dealer-holiday";
import { deviationDayRows, openingHoursRows, type OpeningHoursRow } from "./dealer-hours";

/** The Swedish dealer-group site's service booking page (specs/marketplace.md 2). */
export const SERVICE_BOOKING_PATH = "/service-och-verkstad/boka-bilverkstad";

/** site_geocoord ("59.27,17.92") as a position; undefined when it is not one. */
export function parseGeocoord(text: string | null | undefined): GeoPoint | undefined {
  const [lat, lng] = (text ?? "").split(",").map((part) => Number(part.trim()));
  const valid =
    lat !== undefined &&
    lng !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180 &&
    (text ?? "").includes(",");
  return valid ? { lat, lng } : undefined;
}

export interface SiteDetailViewOptions {
  language: LanguageTag;
  locale: string;
  now: Date;
  /** The site settings' car list path; no button without it. */
  carListPath?: string;
  /** Adds the service booking button (the Swedish dealer-group site). */
  serviceBooking: boolean;
}

const present = (text: string | null | undefined) => text?.trim() || undefined;
const optional = <K extends string>(key: K, value: string | undefined) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;

/** The car list filtered by the site: `website_city` and `car_site_name` (specs 2). */
export function siteCarListHref(site: DealerSite, carListPath: string): string {
  const params = new URLSearchParams();
  if (site.website_city) params.set("website_city", site.website_city);
  if (site.site_official_name) params.set("car_site_name", site.site_official_name);
  const query = params.toString();
  return query ? `${carListPath}?${query}` : carListPath;
}

/**
 * Everything the site detail page shows of a dealer site, formatted for the site's locale
 * (design-system/flows/DealerSite SiteDetailData, without the latest cars the loader adds).
 */
export type SiteDetailView = Omit<SiteDetailData, "latestCars">;

export function toSiteDetailView(site: DealerSite, options: SiteDetailViewOptions): SiteDetailView {
  const { locale, now } = options;
  const name = present(site.site_official_name) ?? site.slug ?? site.site_id;
  const departments = site.site_departments ?? [];
  const coordinates = parseGeocoord(site.site_geocoord);
  const image = site.site_primary_image?.original ?? site.site_image_url;
  const blur = site.site_primary_image?.blur_data_url;
  const vacation = activeVacation(
    departments.flatMap((department) => department.openingschedule?.vacationdays ?? []),
    now,
  );
  const departmentBrands = departments.flatMap((department) => department.brands ?? []);
  const brands =
    departmentBrands.length > 0
      ? dealerBrandNames(departmentBrands)
      : [...new Set(site.site_brands ?? [])];
  return {
    id: site.site_id,
    name,
    ...(image ? { image: { src: image, alt: "", ...(blur ? { blurDataUrl: blur } : {}) } } : {}),
    ...optional("street", present(site.site_street)),
    ...optional("zip", present(site.site_zip)),
    ...optional("city", present(site.site_city)),
    ...localityOf(site, options.language),
    ...optional("phone", present(site.site_phone)),
    ...optional("email", present(site.site_email)),
    mapsHref: mapsSearchHref(name, site.site_street, site.site_zip, site.site_city),
    ...(coordinates ? { coordinates } : {}),
    departments: departments.map((department) => {
      const schedule = department.openingschedule;
      const deviationDays: OpeningHoursRow[] = deviationDayRows(
        schedule?.deviationdays ?? [],
        locale,
      );
      return {
        name: present(department.name) ?? present(department.official_name) ?? "",
        type: department.group ?? "",
        ...optional("phone", present(department.phone)),
        ...optional("email", present(department.email)),
        openingHours: openingHoursRows(schedule?.openinghours ?? [], locale),
        ...(deviationDays.length > 0 ? { deviationDays } : {}),
        staff: (department.users ?? []).flatMap((user) => {
          const person = [user.first_name, user.last_name].filter(Boolean).join(" ").trim();
          return person
            ? [
                {
                  name: person,
                  ...optional("title", present(user.title)),
                  ...optional("phone", present(user.phone)),
                  ...optional("email", present(user.email)),
                },
              ]
            : [];
        }),
      };
    }),
    ...(vacation
      ? {
          holiday: {
            title: present(vacation.vacationtitle) ?? "",
            text: vacationPeriod(vacation, locale),
          },
        }
      : {}),
    brands,
    ...(options.carListPath ? { carListHref: siteCarListHref(site, options.carListPath) } : {}),
    ...(options.serviceBooking && coordinates
      ? {
          serviceBookingHref: `${SERVICE_BOOKING_PATH}?${new URLSearchParams({
            lat: String(coordinates.lat),
            lng: String(coordinates.lng),
          }).toString()}`,
        }
      : {}),
  };
}
