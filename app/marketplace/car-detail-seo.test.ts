import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import type { Car } from "../../api-adapters/search";
import { usedVolvo } from "./car.fixtures";
import { schemaOrgCarIssues } from "../../tests/support/schema-org-car";
import { serverTranslator } from "../../i18n/catalogue.server";
import {
  carDetailMeta,
  carNotFoundMeta,
  carDetailSeo,
  carMetaDescription,
  META_DESCRIPTION_MAX,
  truncateText,
  type CarDetailSeoInput,
} from "./car-detail-seo";

const car = usedVolvo;

const input = (fields: Partial<Car> = {}): CarDetailSeoInput => ({
  car: car(fields),
  site: {
    language: "sv",
    defaultLanguage: "sv",
    locale: "sv-SE",
    currency: "SEK",
    languagePrefix: "",
  },
  settings: {
    url: "https://automotive-se.example",
    name: "Automotive Sverige",
    titleTemplate: "%s | Automotive Sverige",
    pathToCarDetail: { url: "/kop-bil/bil/" },
  },
});

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, unknown> | undefined;

describe("car detail page meta", () => {
  it("titles the page with the car in the site's title template", () => {
    expect(carDetailSeo(input()).title).toBe("Volvo XC60 B4 AWD Plus, 2021 | Automotive Sverige");
    expect(carDetailSeo(input({ car_model_text: null, car_year: null })).heading).toBe(
      "Volvo XC60",
    );
  });

  it("has its canonical URL at <site url><car detail path>/<id>/<slug>", () => {
    expect(carDetailSeo(input()).canonical).toBe(
      "https://automotive-se.example/kop-bil/bil/1001/volvo-xc60-b4-awd-plus-2021",
    );
    const slug = carDetailSeo(input({ slug: "škoda octavia" })).canonical;
    expect(slug).toBe("https://automotive-se.example/kop-bil/bil/1001/%C5%A1koda%20octavia");
  });

  it("keeps a site's extra language in the canonical URL (its path prefix)", () => {
    const base = input();
    const swedishOnFinnishSite: CarDetailSeoInput = {
      ...base,
      site: { ...base.site, locale: "sv-FI", currency: "EUR", languagePrefix: "/sv" },
      settings: {
        ...base.settings,
        url: "https://carstore-fi.example",
        pathToCarDetail: { url: "/osta-auto/auto" },
      },
    };
    expect(carDetailSeo(swedishOnFinnishSite).canonical).toBe(
      "https://carstore-fi.example/sv/osta-auto/auto/1001/volvo-xc60-b4-awd-plus-2021",
    );
  });

  it("shares the car's first image as an absolute URL", () => {
    const seo = carDetailSeo(input());
    expect(seo.image).toBe("https://automotive-se.example/-/media/cars/1001/1.svg");
    expect(seo.images).toHaveLength(2);
    const primaryOnly = carDetailSeo(
      input({
        car_images: [],
        car_primary_image: { thumbnail_url: "https://cdn.example/volvo.jpg" },
      }),
    );
    expect(primaryOnly.image).toBe("https://cdn.example/volvo.jpg");
    expect(carDetailSeo(input({ car_images: null })).image).toBeUndefined();
  });

  it("describes the car with its facts, price and seller, within 160 characters", () => {
    expect(carMetaDescription(car())).toBe(
      "Volvo XC60 B4 AWD Plus, 2021: 4 500 mil, Diesel, Automat, 389 900 kr. Automotive Göteborg, Göteborg.",
    );
    const long = carMetaDescription(car({ car_description: "Välvårdad bil. ".repeat(30) }));
    expect(long.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(long).toMatch(/^Volvo XC60 .* Välvårdad bil\. Välvårdad.*…$/);
  });

  it("gives the campaign price during a campaign, and no bare price for vans (without VAT)", () => {
    expect(
      carMetaDescription(
        car({ car_has_campaign_price: true, car_campaign_price_text: "359 900 kr" }),
      ),
    ).toContain("Automat, 359 900 kr.");
    expect(carMetaDescription(car({ car_vehicle_type_code: "LCV" }))).not.toContain("389 900");
  });

  it("cuts long texts at a word", () => {
    expect(truncateText("ett två  tre", 20)).toBe("ett två tre");
    expect(truncateText("alpha beta gamma delta", 15)).toBe("alpha beta…");
  });

  it("writes title, description, canonical, Open Graph and one JSON-LD Car", () => {
    const tags = carDetailMeta(input());
    expect(tags).toContainEqual({ title: "Volvo XC60 B4 AWD Plus, 2021 | Automotive Sverige" });
    expect(find(tags, "rel", "canonical")?.href).toBe(
      "https://automotive-se.example/kop-bil/bil/1001/volvo-xc60-b4-awd-plus-2021",
    );
    expect(find(tags, "name", "description")?.content).toMatch(/^Volvo XC60/);
    expect(find(tags, "property", "og:image")?.content).toBe(
      "https://automotive-se.example/-/media/cars/1001/1.svg",
    );
    expect(find(tags, "property", "og:locale")?.content).toBe("sv_SE");
    expect(find(tags, "property", "product:price:amount")?.content).toBe("389900");
    const jsonLd = tags.filter((tag) => "script:ld+json" in tag);
    expect(jsonLd).toHaveLength(1);
    const data = (jsonLd[0] as { "script:ld+json": unknown })["script:ld+json"];
    expect(schemaOrgCarIssues(data)).toEqual([]);
    expect(data).toMatchObject({
      url: "https://automotive-se.example/kop-bil/bil/1001/volvo-xc60-b4-awd-plus-2021",
      mileageFromOdometer: { value: 45_000, unitCode: "KMT" },
    });
  });

  it("reads the mileage in the market's unit on a page in another language", () => {
    const english = { ...input(), site: { ...input().site, language: "en" as const } };
    const data = carDetailMeta(english).find((tag) => "script:ld+json" in tag) as {
      "script:ld+json": unknown;
    };
    expect(data["script:ld+json"]).toMatchObject({
      mileageFromOdometer: { value: 45_000, unitCode: "KMT" },
    });
  });

  it("leaves image tags out for a car without images", () => {
    const tags = carDetailMeta(input({ car_images: [] }));
    expect(find(tags, "property", "og:image")).toBeUndefined();
    expect(find(tags, "name", "twitter:card")).toBeUndefined();
  });
});

describe("car detail 404 meta", () => {
  it("titles the view with its heading and keeps it out of the index", () => {
    const t = serverTranslator("sv");
    expect(carNotFoundMeta(t, "%s | Automotive Sverige")).toEqual([
      { title: `${t("CarDetail.PageNotFoundHeading")} | Automotive Sverige` },
      { name: "robots", content: "noindex" },
    ]);
  });
});
