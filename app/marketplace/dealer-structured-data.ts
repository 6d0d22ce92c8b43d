import type { DealerSite } from "../../api-adapters/search";
import { openingHoursOf, type OpeningHoursSpecification } from "./car-structured-data";

/**
 * schema.org `AutoDealer` for a dealer site page (specs/marketplace.md 2): the site's address,
 * contact and position, and each department as an AutoDealer of its own with its opening hours
 * (only days with both an opening and a closing time, as on the car detail page).
 */
export interface DealerDepartmentData {
  "@type": "AutoDealer";
  name: string;
  telephone?: string;
  email?: string;
  openingHoursSpecification?: OpeningHoursSpecification[];
}

export interface DealerStructuredData {
  "@context": "https://schema.org";
  "@type": "AutoDealer";
  name: string;
  url: string;
  image?: string;
  telephone?: string;
  email?: string;
  address?: Record<string, string>;
  geo?: { "@type": "GeoCoordinates"; latitude: number; longitude: number };
  brand?: { "@type": "Brand"; name: string }[];
  department?: DealerDepartmentData[];
}

const present = (text: string | null | undefined) => text?.trim() || undefined;

export function dealerStructuredData(
  site: DealerSite,
  input: {
    url: string;
    image?: string;
    brands: readonly string[];
    coordinates?: { lat: number; lng: number };
  },
): DealerStructuredData {
  const name = present(site.site_official_name) ?? site.site_id;
  const address = Object.fromEntries(
    Object.entries({
      streetAddress: present(site.site_street),
      postalCode: present(site.site_zip),
      addressLocality: present(site.site_city),
      addressCountry: present(site.country_code),
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const telephone = present(site.site_phone);
  const email = present(site.site_email);
  const departments = (site.site_departments ?? []).map((department): DealerDepartmentData => {
    const hours = openingHoursOf(department);
    const phone = present(department.phone);
    const mail = present(department.email);
    return {
      "@type": "AutoDealer",
      name: present(department.official_name) ?? present(department.name) ?? name,
      ...(phone ? { telephone: phone } : {}),
      ...(mail ? { email: mail } : {}),
      ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    };
  });
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name,
    url: input.url,
    ...(input.image ? { image: input.image } : {}),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    ...(Object.keys(address).length > 0
      ? { address: { "@type": "PostalAddress", ...address } }
      : {}),
    ...(input.coordinates
      ? {
          geo: {
            "@type": "GeoCoordinates",
            latitude: input.coordinates.lat,
            longitude: input.coordinates.lng,
          },
        }
      : {}),
    ...(input.brands.length > 0
      ? { brand: input.brands.map((brand) => ({ "@type": "Brand" as const, name: brand })) }
      : {}),
    ...(departments.length > 0 ? { department: departments } : {}),
  };
}
