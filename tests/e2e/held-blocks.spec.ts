import { expect, test, type Locator, type Page } from "@playwright/test";
import {
  answerTagManagerLocally,
  expectHydrated,
  fetchRaw,
  openOnPhone,
  siteUrl,
  watchConsoleErrors,
} from "./helpers";

/*
 * Static blocks (markup, links and images only: text sections, calls to action, column lists,
 * model cards, breadcrumbs, site and story teasers) are kept as the server's HTML on the page the
 * server rendered (decision 0049): the document's data has a stub for each, their code is not
 * loaded, their page links navigate through the router. A navigation's data carries them whole.
 */

const SITE = "carstore-se";
/** A text section of carstore-se's home page, below the first view. */
const HELD_HEADING = "Varje bil är kontrollerad";
const staticChunk = /\/assets\/_block-group_static-[\w-]+\.js$/;

/** The document's hydration data: the script React Router fills its stream with. */
function hydrationDataOf(html: string): string {
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
  const data = scripts.filter((script) => script.includes("streamController.enqueue"));
  expect(data.length).toBeGreaterThan(0);
  return data.join("\n");
}

function watchRequests(page: Page) {
  const documents: string[] = [];
  let staticCode = false;
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
    if (staticChunk.test(new URL(request.url()).pathname)) staticCode = true;
  });
  return { documents, staticCode: () => staticCode };
}

/** Scrolls through the whole page, as a visitor reading it to the end. */
async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((frame) => requestAnimationFrame(() => setTimeout(frame, 30)));
    }
  });
}

/** The home page on a phone, hydrated, with its console errors and requests watched. */
async function openHomeOnPhone(page: Page) {
  const requests = watchRequests(page);
  const errors = await openOnPhone(page, siteUrl(SITE, "/"));
  return { errors, requests };
}

const heldWrapper = (page: Page, heading: Locator) =>
  page.locator("[data-held]").filter({ has: heading });

test("a home page's static blocks are in its HTML, not in its data, and load no code", async ({
  page,
}) => {
  const { body } = await fetchRaw(SITE, "/");
  expect(body).toContain(HELD_HEADING);
  expect(hydrationDataOf(body)).not.toContain(HELD_HEADING);
  // Live blocks still ship their props: the hero's search.
  expect(hydrationDataOf(body)).toContain("HeroBanner");

  const { errors, requests } = await openHomeOnPhone(page);
  await readToTheEnd(page);
  const heading = page.getByRole("heading", { name: HELD_HEADING });
  await expect(heading).toBeVisible();
  await expect(heldWrapper(page, heading)).toHaveCount(1);
  expect(requests.staticCode(), "the static blocks' code on the first load").toBe(false);
  expect(errors).toEqual([]);
});

test("a navigation's data carries the static blocks whole", async () => {
  const data = await fetchRaw(SITE, "/_root.data");
  expect(data.status).toBe(200);
  expect(data.body).toContain(HELD_HEADING);
});

/*
 * The server holds renderings for what it calls a document request (`isDocumentRequest`: the
 * path as Express has it), React Router answers `.data` by its own reading of the same URL (the
 * WHATWG pathname, dot segments resolved). If the two ever disagreed so that a data answer
 * carried stubs, the browser would have no markup for those blocks. Each spelling below is
 * answered either as data, whole, or as something else; never a data answer with a stub, never
 * a server error.
 */
const dataSpellings = [
  // Answered as data, whole.
  ["/_root.data", "data"],
  ["/./_root.data", "data"],
  ["/x/../_root.data", "data"],
  ["/x/%2e%2e/_root.data", "data"],
  ["/.data", "data"],
  ["/_root.data?_routes=routes/home", "data"],
  // Not data for React Router: the home page's document (dot segments), or a 404.
  ["/_root.data/..", "document"],
  ["/_root.data/x/..", "not found"],
  ["/_root.data/", "not found"],
  ["/_root.data/.", "not found"],
  ["/_root.data/%2e", "not found"],
  ["/_root.dat%61", "not found"],
  ["/_root%2Edata", "not found"],
  ["/_root.DATA", "not found"],
  ["/_root.data;x", "not found"],
  ["/_root.data%20", "not found"],
  ["/_root.data%00", "not found"],
  ["/_root.dat%09a", "not found"],
  ["/_root.data\\", "not found"],
  // Data spellings of no route: React Router's 404 as data.
  ["//_root.data", "data not found"],
  ["/\\_root.data", "data not found"],
  ["/%5F_root.data", "data not found"],
] as const;

/** A held rendering's stub in a turbo-stream payload: its `held` key, a string of its own. */
const heldStub = /(^|[[,{])"held"[,\]]/m;

test("no spelling of a data request gets a data answer with held stubs", async () => {
  for (const [path, answer] of dataSpellings) {
    const response = await fetchRaw(SITE, path);
    const isData = String(response.headers["content-type"]).startsWith("text/x-script");
    const seen = `${path}: ${response.status} ${response.headers["content-type"]}`;
    expect(response.status, seen).toBeLessThan(500);
    expect(isData, seen).toBe(answer.startsWith("data"));
    if (isData) expect(heldStub.test(response.body), `${path} carries a held stub`).toBe(false);
    if (answer === "data") {
      expect(response.status, seen).toBe(200);
      if (!path.includes("_routes")) expect(response.body.includes(HELD_HEADING), seen).toBe(true);
    }
    if (answer === "document") expect(response.status, seen).toBe(200);
    if (answer.endsWith("not found")) expect(response.status, seen).toBe(404);
  }
});

test("a link of a static block navigates in the page; back home, the blocks render from data", async ({
  page,
}) => {
  const { errors, requests } = await openHomeOnPhone(page);
  const heading = page.getByRole("heading", { name: HELD_HEADING });
  const section = heldWrapper(page, heading);
  const link = section.getByRole("link").first();
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/[^/]/);
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(siteUrl(SITE, href ?? ""));
  await expect(page.getByRole("main")).not.toContainText(HELD_HEADING);
  expect(requests.documents, "documents loaded").toHaveLength(1);

  await page.goBack();
  await expect(page).toHaveURL(siteUrl(SITE, "/"));
  await expect(heading).toBeAttached();
  await expect(page.locator("[data-held]")).toHaveCount(0);
  expect(requests.staticCode(), "the static blocks' code for the client render").toBe(true);
  expect(requests.documents).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("Enter on a focused link of a static block navigates in the page too", async ({ page }) => {
  const { errors, requests } = await openHomeOnPhone(page);
  const link = heldWrapper(page, page.getByRole("heading", { name: HELD_HEADING }))
    .getByRole("link")
    .first();
  const href = await link.getAttribute("href");
  await link.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(siteUrl(SITE, href ?? ""));
  expect(requests.documents, "documents loaded").toHaveLength(1);
  expect(errors).toEqual([]);
});

test("a filtered car list keeps its static blocks while the list changes", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await answerTagManagerLocally(page);
  const errors = watchConsoleErrors(page);
  await page.goto(siteUrl(SITE, "/kop-bil"));
  await expectHydrated(page);
  const crumbs = page.getByRole("navigation", { name: "Du är här" });
  await expect(crumbs.getByRole("link", { name: "Startsida" })).toBeVisible();
  // Seen every frame from here: the breadcrumbs never leave while the page's data reloads.
  await page.evaluate(() => {
    const win = window as unknown as { __crumbsGone: number };
    win.__crumbsGone = 0;
    new MutationObserver(() => {
      if (!document.querySelector("main")?.textContent?.includes("Startsida")) win.__crumbsGone++;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const fuel = page
    .getByRole("complementary", { name: "Filter" })
    .getByRole("button", { name: /^Drivmedel/ });
  await fuel.click();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page).toHaveURL((url) => url.searchParams.has("car_fuel"));
  await expect(page.locator("[data-held]")).toHaveCount(0);
  await expect(crumbs.getByRole("link", { name: "Startsida" })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __crumbsGone: number }).__crumbsGone),
  ).toBe(0);
  expect(errors).toEqual([]);
});
