/**
 * Local visual regression, no hosted service: screenshots every story tagged "visual" in every
 * brand from the static Storybook build, in Debian's Chromium, and compares them with the
 * committed baselines (tests/visual/__baselines__). On a difference it writes the actual image
 * and a diff image to tests/visual/__diff__/ and exits 1.
 *   npm run build-storybook && npm run test:visual            compare
 *   npm run build-storybook && npm run test:visual -- --update  write new baselines
 */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pixelmatch from "pixelmatch";
import { chromium } from "playwright";
import { PNG } from "pngjs";
import { brandTokenIds as brandIds } from "../../brand-themes/tokens";
import { chromiumArgs, chromiumPath } from "../chromium";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const storybookDir = path.join(root, "storybook-static");
const baselineDir = path.join(root, "tests/visual/__baselines__");
const diffDir = path.join(root, "tests/visual/__diff__");
const update = process.argv.includes("--update");
/** VISUAL_ONLY=<regexp>: only the matching story ids (for a quick look at one component). */
const only = process.env.VISUAL_ONLY ? new RegExp(process.env.VISUAL_ONLY) : null;
const viewport = { width: 480, height: 720 };
/** Half-resolution snapshots: small files that still catch colour, type and layout changes. */
const deviceScaleFactor = 0.5;
const maxHeight = 1200;
/** Share of pixels that may differ (anti-aliasing noise) before a snapshot fails. */
const tolerance = 0.001;

const contentTypes: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png",
};

function serve(dir: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname);
    const file = path.join(dir, pathname === "/" ? "index.html" : pathname);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": contentTypes[path.extname(file)] ?? "application/octet-stream",
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

interface IndexEntry {
  id: string;
  type: string;
  tags?: string[];
}

function visualStories(): string[] {
  const index = JSON.parse(readFileSync(path.join(storybookDir, "index.json"), "utf8")) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === "story" && entry.tags?.includes("visual"))
    .map((entry) => entry.id)
    .filter((id) => !only || only.test(id))
    .sort();
}

function compare(name: string, actual: Buffer): string | null {
  const baselinePath = path.join(baselineDir, `${name}.png`);
  if (update) {
    writeFileSync(baselinePath, actual);
    return null;
  }
  if (!existsSync(baselinePath)) return "no baseline (run with --update)";
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    writeFileSync(path.join(diffDir, `${name}.actual.png`), actual);
    return `size ${got.width}x${got.height}, baseline ${expected.width}x${expected.height}`;
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const changed = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: 0.1,
  });
  if (changed / (got.width * got.height) <= tolerance) return null;
  writeFileSync(path.join(diffDir, `${name}.actual.png`), actual);
  writeFileSync(path.join(diffDir, `${name}.diff.png`), PNG.sync.write(diff));
  return `${changed} pixels differ`;
}

if (!existsSync(path.join(storybookDir, "index.json"))) {
  console.error("No Storybook build: run `npm run build-storybook` first.");
  process.exit(1);
}
mkdirSync(baselineDir, { recursive: true });
rmSync(diffDir, { recursive: true, force: true });
mkdirSync(diffDir, { recursive: true });

const stories = visualStories();
const server = await serve(storybookDir);
const { port } = server.address() as AddressInfo;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

/**
 * The a11y addon runs axe after every render and only reports the result; in this runner nobody
 * reads it, while the story tests fail on it (every story, the AllBrands ones in every brand).
 * Turned off here, as in the addon's "manual" mode: a third less CPU per snapshot (decision 0017).
 */
const a11yManual = { a11y: { manual: true } };

/**
 * Runs in the page. Kept as source text: the TypeScript loader decorates named functions with a
 * helper that does not exist in the browser.
 */
const renderInPage = `(async ({ storyId, brand, a11yManual }) => {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  const preview = window.__STORYBOOK_PREVIEW__;
  // A render's last phase: "finished" in Storybook 10 (after afterEach), "completed" before.
  const settledPhases = ["completed", "finished"];
  let renders = 0;
  const counted = () => { renders += 1; };
  channel.on("storyRendered", counted);
  try {
    channel.emit("updateGlobals", { globals: { brand, ...a11yManual } });
    channel.emit("setCurrentStory", { storyId, viewMode: "story" });
    // STORY_RENDERED alone is not enough: the brand change re-renders the previous story too, and
    // that event can arrive before the new story's play function has finished. Wait until this
    // story's render has completed and nothing has rendered for a moment.
    const started = Date.now();
    let settledSince = 0;
    let seen = -1;
    for (;;) {
      if (Date.now() - started > 15000) throw new Error(storyId + " did not render");
      const current = preview && preview.currentRender;
      if (current && current.id === storyId && current.phase === "errored") {
        throw new Error(storyId + " errored");
      }
      const done = current && current.id === storyId && settledPhases.includes(current.phase);
      if (done && renders === seen) {
        if (Date.now() - settledSince >= 150) break;
      } else {
        seen = renders;
        settledSince = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    channel.off("storyRendered", counted);
  }
  // A play function that fails leaves Storybook's error page: never a snapshot, let alone a baseline.
  if (document.body.classList.contains("sb-show-errordisplay")) {
    throw new Error(storyId + " shows Storybook's error page");
  }
  await document.fonts.ready;
  // Focus left by a play function would show a focus ring in some snapshots and not others.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
})`;

const iframeUrl = (storyId: string) =>
  `http://127.0.0.1:${port}/iframe.html?id=${storyId}&viewMode=story`;

/**
 * Playwright's evaluate and close have no time limit of their own: a page left busy by a story's
 * play function (one that follows a link, say) would stall the whole run. Every step gets one.
 */
function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}

/**
 * One lane: its own browser context (own service worker, storage and focus) and one page for all
 * its snapshots: stories and brands are switched through Storybook's channel (SET_CURRENT_STORY,
 * UPDATE_GLOBALS) and each waits for STORY_RENDERED, instead of a reload per snapshot.
 */
async function openLane() {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    reducedMotion: "reduce",
  });
  // Nothing leaves the machine: third-party embeds (video iframes) get an empty answer at once.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.fulfill({ status: 204, body: "" }),
  );
  let page = await context.newPage();

  const channelReady = () =>
    withTimeout(
      page.evaluate(
        () => "__STORYBOOK_ADDONS_CHANNEL__" in window && location.pathname === "/iframe.html",
      ),
      2_000,
      "channel check",
    ).catch(() => false);

  /**
   * Switches story and brand through the channel; when the preview is gone (the first story, or a
   * story whose play function followed a link), loads the story's page with the brand instead.
   */
  async function renderStory(storyId: string, brand: string): Promise<void> {
    if (await channelReady()) {
      try {
        await withTimeout(
          page.evaluate(`${renderInPage}(${JSON.stringify({ storyId, brand, a11yManual })})`),
          20_000,
          `${storyId} render`,
        );
        return;
      } catch {
        // Fall through to a full load of this story.
      }
    }
    await reloadStory(storyId, brand);
  }

  /**
   * Loads the story in a fresh page. The old one is abandoned rather than awaited: closing a page
   * that a play function left navigating can itself hang.
   */
  async function reloadStory(storyId: string, brand: string): Promise<void> {
    const abandoned = page;
    void abandoned.close({ runBeforeUnload: false }).catch(() => undefined);
    page = await withTimeout(context.newPage(), 10_000, "new page");
    await page.goto(`${iframeUrl(storyId)}&globals=brand:${brand};a11y.manual:!true`, {
      waitUntil: "load",
      timeout: 20_000,
    });
    await page.waitForSelector("#storybook-root > *", { state: "attached", timeout: 20_000 });
    // The play function runs after the first paint; snapshot its end state.
    await page
      .waitForFunction(
        `["completed", "finished"].includes(window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? "finished")`,
        undefined,
        { timeout: 20_000 },
      )
      .catch(() => undefined);
    if (await page.evaluate(() => document.body.classList.contains("sb-show-errordisplay"))) {
      throw new Error(`${storyId} shows Storybook's error page`);
    }
    await withTimeout(
      (async () => {
        await page.addStyleTag({ content: "*{caret-color:transparent!important}" });
        await page.evaluate(() => document.fonts.ready);
        await page.evaluate(() => {
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        });
      })(),
      10_000,
      `${storyId} settle`,
    );
  }

  /** Snapshots one story in one brand; the problem found, or null when it matches. */
  async function check(story: string, brand: string): Promise<string | null> {
    const name = `${story}--${brand}`;
    let problem: string | null = null;
    // A snapshot that differs is taken once more from a fresh load before it counts as a failure.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (attempt === 0) await renderStory(story, brand);
      else await reloadStory(story, brand);
      const root = page.locator("#storybook-root");
      const box = await root.boundingBox({ timeout: 10_000 });
      const shot = await page.screenshot({
        animations: "disabled",
        timeout: 15_000,
        clip: {
          x: 0,
          y: 0,
          width: viewport.width,
          height: Math.max(
            1,
            Math.min(maxHeight, Math.ceil((box?.y ?? 0) + (box?.height ?? viewport.height))),
          ),
        },
      });
      problem = compare(name, shot);
      if (!problem) break;
    }
    return problem;
  }

  return { check, close: () => context.close() };
}

/**
 * A Storybook build whose preview does not start (a script error before any story renders) would
 * fail every snapshot after its 20 s timeouts, hours for the whole run: one story is loaded first,
 * and the run stops at once with the page's errors. The problem, or null when it renders.
 */
async function previewProblem(storyId: string): Promise<string | null> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    await page.goto(iframeUrl(storyId), { waitUntil: "load", timeout: 20_000 });
    await page.waitForSelector("#storybook-root > *", { state: "attached", timeout: 20_000 });
    return null;
  } catch (error) {
    const reason = errors.length > 0 ? errors.join("; ") : String(error);
    return `the Storybook build's preview does not render ${storyId}: ${reason}`;
  } finally {
    await context.close().catch(() => undefined);
  }
}

const firstStory = stories[0];
const startProblem = firstStory === undefined ? null : await previewProblem(firstStory);
if (startProblem) {
  await browser.close();
  server.close();
  console.error(`visual: ${startProblem}`);
  process.exit(1);
}

/**
 * Snapshots are taken in a few lanes at once: most of a snapshot's time is spent waiting (for the
 * render to settle, for frames, for the screenshot), not computing, so two lanes nearly halve the
 * run on two cores (decision 0017). VISUAL_LANES overrides the number.
 */
const laneCount = Math.max(1, Number(process.env.VISUAL_LANES ?? 2));
const failures: string[] = [];
const queue = [...stories];
let checked = 0;

/** Takes the next story and snapshots it in every brand, until none is left. */
async function runLane(): Promise<void> {
  const lane = await openLane();
  try {
    for (let story = queue.shift(); story !== undefined; story = queue.shift()) {
      for (const brand of brandIds) {
        const name = `${story}--${brand}`;
        try {
          const problem = await lane.check(story, brand);
          if (problem) failures.push(`${name}: ${problem}`);
        } catch (error) {
          failures.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        }
        checked += 1;
      }
    }
  } finally {
    await lane.close().catch(() => undefined);
  }
}

await Promise.all(Array.from({ length: Math.min(laneCount, stories.length) }, runLane));
failures.sort();

await browser.close();
server.close();

if (update && failures.length === 0) {
  console.log(
    `visual: wrote ${checked} baselines (${stories.length} stories x ${brandIds.length} brands)`,
  );
} else if (failures.length > 0) {
  console.error(
    `visual: ${failures.length} of ${checked} snapshots differ (see tests/visual/__diff__):`,
  );
  for (const failure of failures) console.error(`  ${failure}`);
  console.log(`${checked - failures.length} passed, ${failures.length} failed`);
  process.exit(1);
} else {
  rmSync(diffDir, { recursive: true, force: true });
  console.log(
    `visual: ${checked} snapshots match (${stories.length} stories x ${brandIds.length} brands)`,
  );
}
