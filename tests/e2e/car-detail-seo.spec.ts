import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { schemaOrgCarIssues } from "../support/schema-org-car";
import { cspOf, directiveSources, hashSources, inlineBodies, sha256Source } from "./csp";
import { answerTagManagerLocally, fetchRaw, siteUrl, watchConsoleErrors } from "./helpers";

/*
 * The car detail pages as search engines and the tag manager meet them (issue 14, item 7): every
 * car URL of each car-selling site's sitemap that we sample answers 200; the head carries the
 * car's title in the site's template, its canonical URL, an absolute og:image and one JSON-LD
 * schema.org Car; the CSP still lists exactly the executable inline scripts (JSON-LD is data);
 * the browser pushes product_detail_page and a lead for the dealer's phone link and the form.
 */

const CAR_SELLING_SITES = [
  "automotive-se",
  "automotive-no",
  "carstore-se",
  "carstore-no",
  "carstore-fi",
  "carstore-sk",
  "retail-uk",
];
const CAR_DETAIL_PATH = /\/\d+\/[^/]+$/;

/** The car detail URLs (paths) of a site's sitemap. */
async function sitemapCarPaths(site: string): Promise<string[]> {
  const sitemap = await fetchRaw(site, "/sitemap.xml");
  expect(sitemap.status, `${site} sitemap`).toBe(200);
  return [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc = ""]) => new URL(loc.replaceAll("&amp;", "&")).pathname)
    .filter((path) => CAR_DETAIL_PATH.test(path));
}

/** First, middle and last: different cars, dealers and models of one template. */
const sample = <T>(items: readonly T[]): T[] =>
  [...new Set([items[0], items[Math.floor(items.length / 2)], items.at(-1)])].filter(
    (item): item is T => item !== undefined,
  );

test.describe("the sitemap's car URLs answer 200", () => {
  for (const site of CAR_SELLING_SITES) {
    test(site, async () => {
      const paths = await sitemapCarPaths(site);
      expect(paths.length, `${site}: car URLs in the sitemap`).toBeGreaterThan(20);
      for (const path of sample(paths)) {
        const response = await fetchRaw(site, path);
        expect(response.status, `${site} ${path}`).toBe(200);
      }
    });
  }
});

const decodeEntities = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** The attributes of every start tag of a name in the document head. */
function headTags(html: string, name: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "gi"))].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = "", value = ""]) => [
        key.toLowerCase(),
        decodeEntities(value),
      ]),
    ),
  );
}

interface SiteSettingsFixture {
  settings: { url: string; titleTemplate: string };
}

function settingsOf(site: string, language: string) {
  const file = new URL(
    `../../api-adapters/mocks/fixtures/content/sites/${site}/${language}/site.json`,
    import.meta.url,
  );
  return (JSON.parse(readFileSync(file, "utf8")) as SiteSettingsFixture).settings;
}

const HEAD_SITES = [
  { site: "retail-uk", language: "en-GB", unitCode: "SMI", currency: "GBP" },
  { site: "automotive-se", language: "sv", unitCode: "KMT", currency: "SEK" },
];

test.describe("a car detail page's head", () => {
  for (const { site, language, unitCode, currency } of HEAD_SITES) {
    test(`${site}: title, canonical, og:image and one JSON-LD Car`, async () => {
      const settings = settingsOf(site, language);
      const [path] = await sitemapCarPaths(site);
      if (!path) throw new Error(`${site}: no car in the sitemap`);
      const response = await fetchRaw(site, path);
      expect(response.status).toBe(200);
      const html = response.body;

      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      const [before = "", after = ""] = settings.titleTemplate.split("%s");
      expect(title.startsWith(before) && title.endsWith(after), title).toBe(true);
      expect(title.length).toBeGreaterThan(before.length + after.length + 3);

      const canonicals = headTags(html, "link").filter((link) => link.rel === "canonical");
      expect(canonicals.map((link) => link.href)).toEqual([new URL(path, settings.url).href]);
      expect(headTags(html, "link").filter((link) => link.rel === "alternate")).toEqual([]);

      const meta = headTags(html, "meta");
      const property = (name: string) => meta.filter((tag) => tag.property === name);
      const [image] = property("og:image");
      expect(property("og:image")).toHaveLength(1);
      expect(image?.content).toMatch(/^https?:\/\/[^/]+\/.+/);
      expect(meta.filter((tag) => tag.name === "description")).toHaveLength(1);
      expect(meta.filter((tag) => tag.name === "robots")).toEqual([]);

      const jsonLd = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map(([, body = ""]) => JSON.parse(body) as Record<string, unknown>);
      expect(jsonLd).toHaveLength(1);
      const car = jsonLd[0];
      expect(schemaOrgCarIssues(car)).toEqual([]);
      expect(car).toMatchObject({
        "@type": "Car",
        url: canonicals[0]?.href,
        mileageFromOdometer: { unitCode },
        offers: { priceCurrency: currency },
      });
      expect((car?.image as string[] | undefined)?.[0]).toBe(image?.content);
      // The seller is the car's dealer site, with its address and (complete) opening hours.
      expect(car).toMatchObject({
        offers: {
          seller: {
            "@type": "AutoDealer",
            address: { addressLocality: expect.any(String) },
            openingHoursSpecification: expect.arrayContaining([
              expect.objectContaining({ opens: expect.any(String), closes: expect.any(String) }),
            ]),
          },
        },
      });

      // JSON-LD is data: the policy hashes exactly the scripts that run, as on every page.
      const scriptSources = directiveSources(cspOf(response.headers), "script-src");
      expect(new Set(hashSources(scriptSources))).toEqual(
        new Set(inlineBodies(html).scripts.map(sha256Source)),
      );
    });
  }

  test("carstore-fi in Swedish: the canonical keeps /sv, the alternates name the same car", async () => {
    const settings = settingsOf("carstore-fi", "sv");
    const [finnish] = await sitemapCarPaths("carstore-fi");
    if (!finnish) throw new Error("carstore-fi: no car in the sitemap");
    const swedish = `/sv${finnish}`;
    const response = await fetchRaw("carstore-fi", swedish);
    expect(response.status).toBe(200);
    const links = headTags(response.body, "link");
    expect(links.filter((link) => link.rel === "canonical").map((link) => link.href)).toEqual([
      new URL(swedish, settings.url).href,
    ]);
    const alternates = Object.fromEntries(
      links.filter((link) => link.rel === "alternate").map((link) => [link.hreflang, link.href]),
    );
    expect(alternates).toMatchObject({
      fi: new URL(finnish, settings.url).href,
      sv: new URL(swedish, settings.url).href,
    });
  });

  test("an unknown car's 404 is kept out of the index", async () => {
    const response = await fetchRaw("automotive-se", "/kop-bil/bil/999999999/no-such-car");
    expect(response.status).toBe(404);
    const meta = headTags(response.body, "meta");
    expect(meta.filter((tag) => tag.name === "robots").map((tag) => tag.content)).toEqual([
      "noindex",
    ]);
    expect(response.body).not.toContain("application/ld+json");
  });
});

test("the browser reports the car shown, a sent contact form and a call to its dealer", async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await answerTagManagerLocally(page);
  const [path] = await sitemapCarPaths("automotive-se");
  if (!path) throw new Error("automotive-se: no car in the sitemap");
  const carId = path.split("/").at(-2);
  await page.goto(siteUrl("automotive-se", path));
  await expect(page.locator("html[data-hydrated]")).toBeAttached();

  const events = () =>
    page.evaluate(() =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (entry): entry is Record<string, unknown> =>
          typeof entry === "object" && entry !== null && "event" in entry,
      ),
    );
  await expect
    .poll(async () => (await events()).filter((entry) => entry.event === "product_detail_page"))
    .toEqual([
      expect.objectContaining({
        dealer: expect.objectContaining({ name: expect.any(String) }),
        product_info: expect.objectContaining({ id: carId }),
        price: expect.any(Number),
        currency: "SEK",
      }),
    ]);

  // Sending the contact form is a lead too: the form names itself (data-lead-form). It is a
  // lazy chunk: a submit before it has hydrated would be the browser's own GET.
  await page.waitForLoadState("networkidle");
  const form = page.locator("form[data-lead-form]");
  await form.locator('input[name="name"]').fill("Anna Andersson");
  await form.locator('input[name="email"]').fill("anna@example.com");
  await form.locator('button[type="submit"]').click();
  await expect
    .poll(async () => (await events()).filter((entry) => entry.event === "lead"), {
      timeout: 3000,
    })
    .toEqual([{ event: "lead", lead_name: "form_submit", lead_action: "car-detail-contact" }]);
  expect(new URL(page.url()).pathname).toBe(path);

  // A tel: link opens nothing in headless Chromium; the lead is counted on the click.
  const phone = page.locator('#dealer a[href^="tel:"]').first();
  const number = decodeURIComponent((await phone.getAttribute("href"))?.slice(4) ?? "");
  await phone.click();
  await phone.click();
  await expect
    .poll(async () => (await events()).filter((entry) => entry.event === "lead"), {
      timeout: 3000,
    })
    .toEqual([
      { event: "lead", lead_name: "form_submit", lead_action: "car-detail-contact" },
      { event: "lead", lead_name: "phone", lead_action: number },
    ]);

  expect(errors).toEqual([]);
});
