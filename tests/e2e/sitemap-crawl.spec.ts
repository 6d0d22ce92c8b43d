import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { findOverlaps, readableTexts, renderSkippedContent } from "./crawl/page-checks";
import { answerTagManagerLocally, fetchRaw, siteUrl, watchConsoleErrors } from "./helpers";
import { siteIds } from "../../sites/manifest";

/*
 * Every page of every demo site's sitemap, as a visitor on a phone (375 px) and on a desktop
 * (1280 px) sees it: no console error, no interactive element drawn over another, and no English
 * interface text on a site in another language (issue 13, "done when"), and no catalogue key
 * shown for its text. One load per page, checked at both widths. Of pages that share one
 * template by the dozen, first, middle and last in the sitemap: the car detail pages (hundreds
 * per site), and the pages of a section with more than SECTION_SAMPLED_ABOVE (the stories of a
 * news section, the dealer sites under their index).
 */

const WIDTHS = [375, 1280];
const CAR_DETAIL_PATH = /\/\d+\/[^/]+$/;
const SECTION_SAMPLED_ABOVE = 7;
/**
 * Each site's pages are crawled in a few tests, every page in exactly one: one test per site ran
 * up to 46 s and, started last, kept one worker busy while the other had nothing left to do.
 */
const PARTS = 3;

/** Interface words that give an English label away when a whole accessible name is just that. */
const ENGLISH_NAMES = [
  "previous",
  "next",
  "close",
  "menu",
  "search",
  "play",
  "pause",
  "back to top",
  "show more",
  "show less",
  "read more",
  "loading",
  "submit",
];

type Catalogue = Record<string, Record<string, string>>;

function catalogue(language: string): Catalogue {
  const file = new URL(`../../i18n/messages/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")) as Catalogue;
}

/**
 * Catalogue keys shown as they are: `t()` shows a key its page was not sent (a page carries only
 * its blocks' namespaces, decision 0039), so a gap in app/i18n/text-namespaces.ts shows here.
 */
function shownKeys(texts: readonly string[]): string[] {
  const keys = new Set(
    Object.entries(catalogue("en")).flatMap(([namespace, messages]) =>
      Object.keys(messages).map((key) => `${namespace}.${key}`),
    ),
  );
  const pattern = new RegExp(
    `\\b(?:${Object.keys(catalogue("en")).join("|")})\\.\\w+(?:\\.\\w+)*`,
    "g",
  );
  return texts
    .flatMap((text) => [...text.matchAll(pattern)].map(([key]) => key))
    .filter((key) => keys.has(key));
}

/** Literal runs (8+ characters) of the English catalogue that the page's language lacks. */
function englishOnlyFragments(language: string): string[] {
  const own = new Set(Object.values(catalogue(language)).flatMap((texts) => Object.values(texts)));
  const ownText = [...own].join("\n");
  return Object.values(catalogue("en"))
    .flatMap((texts) => Object.values(texts))
    .filter((text) => !own.has(text))
    .flatMap((text) => text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.length >= 8 && !ownText.includes(fragment));
}

const firstMiddleLast = (paths: readonly string[]): string[] =>
  [...new Set([paths[0], paths[Math.floor(paths.length / 2)], paths.at(-1)])].filter(
    (path): path is string => path !== undefined,
  );

/** The parent path of a page below the home page and its language roots, else undefined. */
function sectionOf(path: string): string | undefined {
  const parent = path.replace(/\/[^/]+\/?$/, "");
  return parent === "" || /^\/[a-z]{2}$/.test(parent) ? undefined : parent;
}

async function pagesOf(site: string): Promise<string[]> {
  const sitemap = await fetchRaw(site, "/sitemap.xml");
  expect(sitemap.status).toBe(200);
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc = ""]) => new URL(loc).pathname,
  );
  const cars = paths.filter((path) => CAR_DETAIL_PATH.test(path));
  const sections = new Map<string, string[]>();
  for (const path of paths.filter((candidate) => !CAR_DETAIL_PATH.test(candidate))) {
    const section = sectionOf(path);
    const key = section === undefined ? path : `${section}/*`;
    sections.set(key, [...(sections.get(key) ?? []), path]);
  }
  return [
    ...[...sections.values()].flatMap((pages) =>
      pages.length > SECTION_SAMPLED_ABOVE ? firstMiddleLast(pages) : pages,
    ),
    ...firstMiddleLast(cars),
  ];
}

/**
 * A resize's consequences drawn: the frame that reports it to media queries and resize
 * observers, the renders they cause, and the frame after (in place of a fixed 150 ms wait).
 */
async function afterResize(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          setTimeout(() => requestAnimationFrame(() => setTimeout(resolve))),
        ),
      ),
  );
}

/** Hydrated: React has run the page's effects, where a client-only error would surface. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
}

test("the English check knows the English interface texts another language lacks", () => {
  const fragments = englishOnlyFragments("sv");
  expect(fragments).toContain("Page not found");
  expect(fragments).not.toContain("Forecourt");
});

for (const site of siteIds) {
  for (let part = 0; part < PARTS; part += 1) {
    const title = `${site}: sitemap pages ${part + 1}/${PARTS} at ${WIDTHS.join(" and ")} px`;
    test(title, ({ page }) => crawl(page, site, part));
  }
}

/** Loads every page of the site's sitemap whose position modulo PARTS is `part`, and checks it. */
async function crawl(page: Page, site: string, part: number): Promise<void> {
  test.setTimeout(240_000);
  await answerTagManagerLocally(page);
  const all = await pagesOf(site);
  expect(all.length).toBeGreaterThan(3);
  const paths = all.filter((_, index) => index % PARTS === part);
  const problems: string[] = [];
  for (const path of paths) {
    const errors = watchConsoleErrors(page);
    await page.setViewportSize({ width: WIDTHS[0] ?? 375, height: 800 });
    const response = await page.goto(siteUrl(site, path));
    if (response?.status() !== 200) {
      problems.push(`${path}: status ${response?.status()}`);
      continue;
    }
    await settle(page);
    await renderSkippedContent(page);
    const language = (await page.locator("html").getAttribute("lang")) ?? "en";
    const english = language.startsWith("en") ? [] : englishOnlyFragments(language.slice(0, 2));
    for (const width of WIDTHS) {
      if (page.viewportSize()?.width !== width) {
        await page.setViewportSize({ width, height: 800 });
        await afterResize(page);
      }
      for (const { first, second } of await findOverlaps(page)) {
        problems.push(`${path} @${width}: ${first} overlaps ${second}`);
      }
      const { text, names } = await readableTexts(page);
      for (const key of shownKeys([text, ...names])) {
        problems.push(`${path} @${width}: catalogue key "${key}" shown as text`);
      }
      for (const fragment of english.filter((candidate) => text.includes(candidate))) {
        problems.push(`${path} @${width}: English text "${fragment}"`);
      }
      if (!language.startsWith("en")) {
        for (const name of names.filter((n) => ENGLISH_NAMES.includes(n.toLowerCase()))) {
          problems.push(`${path} @${width}: English name "${name}"`);
        }
      }
    }
    for (const error of errors) problems.push(`${path}: console error ${error}`);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
  }
  expect(problems).toEqual([]);
}
