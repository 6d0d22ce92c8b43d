import type { MetaDescriptor } from "react-router";
import type { SiteSettings } from "../../api-adapters/content";
import type { Car, DealerSite } from "../../api-adapters/search";
import type { Translate } from "../../i18n/translate";
import { localizedPath } from "../../sites/language-paths";
import type { Site } from "../../sites/registry";
import { siteTitle } from "../lib/seo";
import { carStructuredData } from "./car-structured-data";
import { carDetailHref, isLightCommercial } from "./car-view";

/** Search engines show about this many characters of a description. */
export const META_DESCRIPTION_MAX = 160;

export interface CarDetailSeoInput {
  car: Car;
  site: Pick<Site, "language" | "defaultLanguage" | "locale" | "currency" | "languagePrefix">;
  settings: Pick<SiteSettings, "url" | "name" | "titleTemplate" | "pathToCarDetail">;
  /** The dealer site selling the car, when the page loaded it (structured data: hours, address). */
  dealer?: DealerSite | null;
}

export interface CarDetailSeo {
  /** The car's own title ("Volvo XC60 B4 AWD Plus, 2021"), for og:title. */
  heading: string;
  /** The document title in the site's template. */
  title: string;
  description: string;
  /**
   * `<site url>[<language prefix>]<pathToCarDetail>/<car_id>/<slug>`: every other spelling
   * redirects here.
   */
  canonical: string;
  /** The car's first image, absolute; absent without images. */
  image?: string;
  /** Every image of the car, absolute, the first first. */
  images: string[];
}

/** Brand, model and variant, then the model year: what the car is called in search results. */
export function carHeading(car: Car): string {
  const name = [car.car_brand, car.car_model, car.car_model_text].filter(Boolean).join(" ");
  return car.car_year ? `${name}, ${car.car_year}` : name;
}

/** Cuts a text at a word boundary to at most `max` characters, marking the cut with "…". */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/**
 * The facts a searcher compares, in the index's own words and the site's language (no text of
 * ours): year, mileage, fuel, gearbox and price, then the seller, then the description's start.
 * Vans' prices are without VAT, which a bare figure would not say: they are left out.
 */
export function carMetaDescription(car: Car): string {
  const price = isLightCommercial(car)
    ? undefined
    : car.car_has_campaign_price
      ? (car.car_campaign_price_text ?? car.car_price_text)
      : (car.car_price_text ?? car.car_retail_price_text);
  const facts = [car.car_mileage_text, car.car_fuel, car.car_gearbox, price]
    .map((fact) => fact?.trim())
    .filter(Boolean);
  const seller = [car.car_site_name, car.car_site_city]
    .map((part) => part?.trim())
    .filter((part, index, parts) => part && parts.indexOf(part) === index);
  const sentences = [
    `${carHeading(car)}${facts.length > 0 ? `: ${facts.join(", ")}` : ""}.`,
    seller.length > 0 ? `${seller.join(", ")}.` : "",
    car.car_description ?? "",
  ];
  return truncateText(sentences.filter(Boolean).join(" "), META_DESCRIPTION_MAX);
}

/** An image URL made absolute on the site's URL; data: URLs (blur previews) are not images. */
function absoluteImage(src: string | null | undefined, siteUrl: string): string | undefined {
  const value = src?.trim();
  if (!value || value.startsWith("data:")) return undefined;
  try {
    return new URL(value, siteUrl).toString();
  } catch {
    return undefined;
  }
}

/** The car's images, absolute: the gallery, else the primary image. */
export function carImageUrls(car: Car, siteUrl: string): string[] {
  const gallery = (car.car_images ?? []).map((image) => image.original);
  const sources =
    gallery.length > 0
      ? gallery
      : [car.car_primary_image?.original ?? car.car_primary_image?.thumbnail_url];
  const urls = sources.flatMap((src) => absoluteImage(src, siteUrl) ?? []);
  return [...new Set(urls)];
}

/**
 * The canonical URL of a car's detail page on the site's own URL, in the page's language (a
 * site's extra language lives under its prefix: carstore-fi's Swedish cars under /sv).
 */
export function carCanonicalUrl(
  car: Pick<Car, "car_id" | "slug">,
  site: Pick<Site, "languagePrefix">,
  settings: Pick<SiteSettings, "url" | "pathToCarDetail">,
): string {
  const detailPath = settings.pathToCarDetail?.url.trim() || "/";
  const path = localizedPath(site.languagePrefix, carDetailHref(detailPath, car));
  return new URL(path, settings.url).toString();
}

/** Title, description, canonical URL and images of a car detail page. */
export function carDetailSeo({ car, site, settings }: CarDetailSeoInput): CarDetailSeo {
  const heading = carHeading(car);
  const images = carImageUrls(car, settings.url);
  const image = images[0];
  return {
    heading,
    title: siteTitle(settings.titleTemplate, heading),
    description: carMetaDescription(car),
    canonical: carCanonicalUrl(car, site, settings),
    ...(image ? { image } : {}),
    images,
  };
}

/**
 * The head of a car detail page, computed in the loader (plain data the page's `meta` returns):
 * title, description, canonical, Open Graph and Twitter card, and the schema.org `Car` as JSON-LD
 * (React Router writes `script:ld+json` as a data block with `<`, `>` and `&` escaped).
 */
export function carDetailMeta(input: CarDetailSeoInput): MetaDescriptor[] {
  const { car, site, settings, dealer } = input;
  const seo = carDetailSeo(input);
  const structured = carStructuredData({
    car,
    url: seo.canonical,
    // The market's mileage unit, whatever language the page is in (decision 0024).
    language: site.defaultLanguage,
    currency: site.currency,
    images: seo.images,
    dealer,
  });
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:type", content: "product" },
    { property: "og:title", content: seo.heading },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:site_name", content: settings.name },
    { property: "og:locale", content: site.locale.replace("-", "_") },
  ];
  if (seo.image) {
    tags.push(
      { property: "og:image", content: seo.image },
      { name: "twitter:card", content: "summary_large_image" },
    );
  }
  const { price, priceCurrency } = structured.offers;
  if (price !== undefined && priceCurrency) {
    tags.push(
      { property: "product:price:amount", content: String(price) },
      { property: "product:price:currency", content: priceCurrency },
    );
  }
  tags.push({ "script:ld+json": structured });
  return tags;
}

/**
 * The head of the car detail page's 404 view (unknown or missing car): its heading as the title,
 * kept out of search indexes.
 */
export function carNotFoundMeta(t: Translate, titleTemplate: string): MetaDescriptor[] {
  return [
    { title: siteTitle(titleTemplate, t("CarDetail.PageNotFoundHeading")) },
    { name: "robots", content: "noindex" },
  ];
}
