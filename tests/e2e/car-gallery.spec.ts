import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import type { Car } from "../../api-adapters/search";
import { mediaRegNo } from "../../api-adapters/media/reg-no";
import { demoAutosOnShowMedia } from "../../api-adapters/mocks/autosonshow";
import { demoSearchData } from "../../api-adapters/mocks/search/generator";
import { expectHydrated, fetchRaw, siteUrl, watchConsoleErrors } from "./helpers";

/*
 * The car detail page's gallery against the production build (demo media service): fullscreen
 * with the keyboard, the exterior 360 turning, and the fall-back to the pictures when the media
 * route fails. On retail-uk (English texts), whose detail path is /buy-car/car.
 */

type Texts = { CarGallery: Record<string, string> };
// Read, not imported: Node's ESM loader (Playwright) needs an import attribute for JSON.
const texts = (
  JSON.parse(readFileSync(new URL("../../i18n/messages/en.json", import.meta.url), "utf8")) as Texts
).CarGallery;
const fill = (template: string | undefined, values: Record<string, string | number>) =>
  Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, String(value)),
    template ?? "",
  );

const SITE = "retail-uk";
const DETAIL = "/buy-car/car";
const cars: Car[] = demoSearchData().carsBySite[SITE] ?? [];
const detailPath = (car: Car) =>
  `${DETAIL}/${encodeURIComponent(car.car_id)}/${encodeURIComponent(car.slug)}`;

/** A car with autos-on-show media and several pictures, and one without media. */
const withMedia = cars.find(
  (car) => car.autos_on_show === true && car.car_regno && (car.car_images?.length ?? 0) > 2,
);
const withoutMedia = cars.find(
  (car) => car.autos_on_show !== true && (car.car_images?.length ?? 0) > 2,
);
const regNo = mediaRegNo(withMedia?.car_regno ?? "") ?? "";
const imageCount = withMedia?.car_images?.length ?? 0;

const gallery = (page: Page) => page.getByRole("region", { name: texts.Region });
const mainPicture = (page: Page, index: number, count = imageCount) =>
  gallery(page).getByRole("button", {
    name: fill(texts.OpenFullscreen, { index, count }),
  });
const modeSwitch = (page: Page) => gallery(page).getByRole("group", { name: texts.Modes });

test.describe("car detail gallery", () => {
  test.describe.configure({ timeout: 60_000 });

  test("the demo has a UK car with media and one without", () => {
    expect(withMedia).toBeDefined();
    expect(withoutMedia).toBeDefined();
    expect(demoAutosOnShowMedia(regNo).has360).toBe(true);
  });

  test("full screen: arrow keys step through the pictures, focus stays in, Esc returns it", async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    await page.goto(siteUrl(SITE, detailPath(withMedia as Car)));
    await expectHydrated(page);
    const opener = mainPicture(page, 1);
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const counter = dialog.locator("[data-counter]");
    await expect(counter).toHaveText(fill(texts.Counter, { index: 1, count: imageCount }));
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(fill(texts.Counter, { index: 2, count: imageCount }));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(fill(texts.Counter, { index: 3, count: imageCount }));
    // Tab never reaches the page behind (inert under the modal dialog): focus is in the dialog,
    // or, past its last control, in the browser's own UI (nothing focused in the document).
    for (let press = 0; press < 10; press += 1) {
      await page.keyboard.press("Tab");
      const where = await dialog.evaluate((node) => {
        const active = document.activeElement;
        if (!active || active === document.body) return "browser";
        return node.contains(active) ? "dialog" : "page";
      });
      expect(where).not.toBe("page");
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(mainPicture(page, 3)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("full screen: a swipe (drag) moves to the next picture", async ({ page }) => {
    await page.goto(siteUrl(SITE, detailPath(withMedia as Car)));
    await expectHydrated(page);
    await mainPicture(page, 1).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const slide = dialog.locator("[data-current-slide]");
    const box = await slide.boundingBox();
    if (!box) throw new Error("no slide");
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (const share of [0.7, 0.55, 0.4, 0.25, 0.15]) {
      await page.mouse.move(box.x + box.width * share, y);
    }
    await page.mouse.up();
    await expect(dialog.locator("[data-counter]")).toHaveText(
      fill(texts.Counter, { index: 2, count: imageCount }),
    );
  });

  test("the exterior 360 turns by itself from the demo frames; an arrow key takes over", async ({
    page,
  }) => {
    const frames: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes(`/-/media/autosonshow/${regNo}/360/`)) {
        frames.push(`${response.status()} ${response.headers()["content-type"]}`);
      }
    });
    const media = page.waitForResponse((response) =>
      response.url().endsWith(`/api/autosonshow/${regNo}`),
    );
    await page.goto(siteUrl(SITE, detailPath(withMedia as Car)));
    expect((await media).status()).toBe(200);
    await expectHydrated(page);
    await modeSwitch(page).getByRole("button", { name: texts.ModeExterior360 }).click();
    const viewer = gallery(page).getByRole("slider");
    await expect(viewer).toBeVisible();
    await expect
      .poll(async () => Number(await viewer.getAttribute("aria-valuenow")), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await viewer.focus();
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    await expect(viewer).toHaveAttribute("aria-valuenow", "10");
    await expect(gallery(page).getByRole("button", { name: texts.StartRotation })).toBeVisible();
    // The frames come from the demo media host: SVG drawings, at least the 11 preloaded.
    expect(frames.length).toBeGreaterThanOrEqual(11);
    expect(frames.every((frame) => frame.startsWith("200 image/svg+xml"))).toBe(true);
  });

  test("the interior 360 turns by itself after a second; the stop button stops it", async ({
    page,
  }) => {
    const car = cars.find(
      (candidate) =>
        candidate.autos_on_show === true &&
        candidate.car_regno &&
        demoAutosOnShowMedia(mediaRegNo(candidate.car_regno) ?? "").hasInternal360,
    ) as Car;
    const panorama = page.waitForResponse((response) => response.url().endsWith("/interior.svg"));
    await page.goto(siteUrl(SITE, detailPath(car)));
    await expectHydrated(page);
    await modeSwitch(page).getByRole("button", { name: texts.ModeInterior360 }).click();
    expect((await panorama).headers()["content-type"]).toBe("image/svg+xml");
    const viewer = gallery(page).getByRole("slider");
    await expect(viewer).toHaveAttribute("aria-valuenow", "0");
    await expect
      .poll(async () => Number(await viewer.getAttribute("aria-valuenow")), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await gallery(page).getByRole("button", { name: texts.StopRotation }).click();
    const stopped = await viewer.getAttribute("aria-valuenow");
    await page.waitForTimeout(500);
    await expect(viewer).toHaveAttribute("aria-valuenow", stopped ?? "");
  });

  test("a failing media route leaves the pictures, without the mode switch", async ({ page }) => {
    let asked = 0;
    await page.route("**/api/autosonshow/**", (route) => {
      asked += 1;
      return route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    });
    await page.goto(siteUrl(SITE, detailPath(withMedia as Car)));
    await expectHydrated(page);
    await expect.poll(() => asked).toBe(1);
    await expect(mainPicture(page, 1)).toBeVisible();
    await expect(
      gallery(page).getByRole("button", { name: /^Show image \d+ of \d+$/ }),
    ).toHaveCount(imageCount);
    await expect(modeSwitch(page)).toHaveCount(0);
  });

  test("a car without autos-on-show media asks for none", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/autosonshow/")) asked.push(request.url());
    });
    await page.goto(siteUrl(SITE, detailPath(withoutMedia as Car)));
    await expectHydrated(page);
    await expect(mainPicture(page, 1, withoutMedia?.car_images?.length)).toBeVisible();
    expect(asked).toEqual([]);
    await expect(modeSwitch(page)).toHaveCount(0);
  });

  test("the media route answers its statuses", async () => {
    expect((await fetchRaw(SITE, `/api/autosonshow/${regNo}`)).status).toBe(200);
    expect((await fetchRaw(SITE, "/api/autosonshow/A")).status).toBe(400);
    expect((await fetchRaw(SITE, "/api/autosonshow/ZZ99ZZZ")).status).toBe(404);
    expect((await fetchRaw("supercharge", `/api/autosonshow/${regNo}`)).status).toBe(404);
  });
});
