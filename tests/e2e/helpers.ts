import http from "node:http";
import { expect, type Locator, type Page } from "@playwright/test";
import type { KeyPage } from "../performance-budgets";

export const port = Number(process.env.E2E_PORT ?? 4319);

/** The demo serves every site on `<site>.localhost` (Chromium resolves it to loopback). */
export function siteUrl(site: string, path = "/"): string {
  return `http://${site}.localhost:${port}${path}`;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  /** The request target exactly as sent: no URL parsing, so `..`, `%2e` and `//` reach the server. */
  path: string;
  method?: string;
  /** The site whose host name goes in the Host header (unless `headers.host` is given). */
  site?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Another server than the suite's (tests that start their own instances). */
  port?: number;
  /** The loopback address the request comes from (default: a fresh one, see `freshClient`). */
  clientAddress?: string;
}

let clientsMade = 0;

/**
 * A loopback address no other request of the run comes from, so raw requests never share a
 * rate-limit bucket with each other or with the browser tests (which come from 127.0.0.1): the
 * shared server believes no X-Forwarded-For, but Linux routes all of 127.0.0.0/8 to loopback.
 * Elsewhere undefined (the system picks 127.0.0.1).
 */
export function freshClient(): string | undefined {
  if (process.platform !== "linux") return undefined;
  clientsMade += 1;
  // Worker indexes are unique per worker process in a run, restarts included.
  const worker = 10 + (Number(process.env.TEST_WORKER_INDEX ?? 0) % 240);
  const high = Math.floor(clientsMade / 254) % 256;
  return `127.${worker}.${high}.${(clientsMade % 254) + 1}`;
}

/**
 * One request to the demo server as a hostile client can make it: verbatim path, any method,
 * any headers and body. Node cannot resolve `*.localhost`, so it goes to 127.0.0.1 with the
 * site's Host header.
 */
export function rawRequest({
  path,
  method = "GET",
  site = "automotive-se",
  headers = {},
  body,
  port: serverPort = port,
  clientAddress = freshClient(),
}: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: serverPort,
        localAddress: clientAddress,
        path,
        method,
        headers: { host: `${site}.localhost:${serverPort}`, ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The raw server response for a site, as a crawler sees it (no JavaScript). */
export function fetchRaw(site: string, path = "/"): Promise<RawResponse> {
  return rawRequest({ site, path });
}

/** Collects console errors and uncaught exceptions; assert on it after the page settles. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the page (the root's `data-hydrated` marker). */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
  // Lazy chunks and media settle too; a page that keeps a video streaming never goes idle,
  // which is no failure (hydration, the marker above, is what the tests need).
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator("html")).toHaveAttribute("data-brand", /.+/);
}

/** Frames a box must keep its place for before a click may aim at it. */
const SETTLED_FRAMES = 3;

/**
 * Scrolls the element into view and waits until its box has kept its place for a few frames.
 * The sections around it that were skipped off screen (content-visibility: auto, decision 0043)
 * render as they come into view, at their real height rather than their estimate: the site
 * teasers above the news teaser's "see all" link moved it 18 px, after Playwright's own check
 * (two frames), so the click landed beside it.
 */
export async function scrollIntoViewAndSettle(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  let last = "";
  let unchangedFrames = 0;
  await expect
    .poll(async () => {
      await locator
        .page()
        .evaluate(() => new Promise((frame) => requestAnimationFrame(() => frame(undefined))));
      const box = JSON.stringify(await locator.boundingBox());
      unchangedFrames = box === last ? unchangedFrames + 1 : 0;
      last = box;
      return unchangedFrames;
    })
    .toBeGreaterThanOrEqual(SETTLED_FRAMES);
}

/**
 * Holds back the built chunk whose file name matches (a section's code on a slow connection)
 * until `release()` is called.
 */
/** A phone's screen (375 px). */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

/**
 * Opens `url` on a phone's screen, hydrated, with the tag manager answered locally; returns the
 * console errors collected from the start (assert on them after the page settles). Set up any
 * request watching or holding before.
 */
export async function openOnPhone(page: Page, url: string): Promise<string[]> {
  await page.setViewportSize(PHONE_VIEWPORT);
  await answerTagManagerLocally(page);
  const errors = watchConsoleErrors(page);
  await page.goto(url);
  await expectHydrated(page);
  return errors;
}

/** Whether a script chunk whose path matches `chunk` has been asked for since this call. */
export function watchChunk(page: Page, chunk: RegExp): () => boolean {
  let requested = false;
  page.on("request", (request) => {
    if (chunk.test(new URL(request.url()).pathname)) requested = true;
  });
  return () => requested;
}

export async function holdChunk(page: Page, chunk: RegExp): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

/**
 * The tag manager is a third party the sandbox cannot reach: answer it locally, so a page that
 * loads a container (automotive-se /kontakt) neither waits on nor logs a failed download.
 */
export async function answerTagManagerLocally(page: Page): Promise<void> {
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__gtmLoaded = true;" }),
  );
}

/** A key page's path: as given, or the first path of the site's sitemap that matches. */
export async function resolveKeyPagePath({ site, path }: KeyPage): Promise<string> {
  if (typeof path === "string") return path;
  const sitemap = await fetchRaw(site, "/sitemap.xml");
  const found = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc = ""]) => new URL(loc).pathname)
    .find((candidate) => path.firstInSitemap.test(candidate));
  if (!found) throw new Error(`${site}: no sitemap path matches ${String(path.firstInSitemap)}`);
  return found;
}
