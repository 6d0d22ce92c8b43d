/**
 * Lighthouse on the key pages of issue 17 (mobile, default simulated throttling, the pinned
 * lighthouse npm package with Debian's Chromium), the median of 3 runs per page by performance
 * score, against the built demo server on a 44xx port. Prints perf, FCP, LCP, TBT, CLS and the
 * JavaScript the page loaded (gzip -9 of the build's files, as the budgets count it). Prints
 * figures; asserts nothing (the machine's load moves them: say what it was).
 *   npm run bench:lighthouse [-- --runs 3 --port 4455 --only "carstore-se home" --only …]
 * Builds first when build/boot/index.js is missing; BENCH_BUILD_DIR runs another copy of a build.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../tests/chromium";
import { keyPages } from "../tests/performance-budgets";

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "4455" },
    only: { type: "string", multiple: true },
  },
});
const runs = Number(options.runs);
const port = Number(options.port);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? path.join(root, "build"));

interface BenchPage {
  name: string;
  site: string;
  path: string | { firstInSitemap: RegExp };
}

/** The budgets' key pages (tests/performance-budgets.ts) and the tire hotel's booking flow. */
const pages: BenchPage[] = [
  ...keyPages,
  {
    name: "automotive-se tire hotel",
    site: "automotive-se",
    path: "/service-och-verkstad/dackhotell/boka-hjulskifte",
  },
].filter((page) => !options.only || options.only.includes(page.name));

function ensureBuild() {
  if (existsSync(path.join(buildDir, "boot/index.js"))) return;
  console.log(`No build in ${buildDir}: npm run build`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(buildDir, "boot/index.js")], {
    env: { ...process.env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`the server on port ${port} did not answer within 60 s`);
}

const siteOrigin = (site: string) => `http://${site}.localhost:${port}`;

/** A GET with the site's Host header (fetch would not send one of ours; *.localhost does not
 * resolve in Node). */
function getText(urlPath: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: urlPath, headers: { host } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      },
    );
    request.on("error", reject);
  });
}

/** A page's path: as given, or the first of the site's sitemap that matches. */
async function resolvePath(page: BenchPage): Promise<string> {
  if (typeof page.path === "string") return page.path;
  const sitemap = await getText(`/sitemap.xml`, `${page.site}.localhost:${port}`);
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "/").pathname,
  );
  const { firstInSitemap } = page.path;
  const found = paths.find((candidate) => firstInSitemap.test(candidate));
  if (!found) throw new Error(`${page.site}: no sitemap path matches ${String(firstInSitemap)}`);
  return found;
}

interface Run {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsGzipBytes: number;
}

const gzipSizes = new Map<string, number>();

/** gzip -9 bytes of one of our scripts, from the build (what the budgets count). */
function gzipBytesOf(scriptPath: string): number {
  let size = gzipSizes.get(scriptPath);
  if (size === undefined) {
    const file = path.join(buildDir, "client", decodeURIComponent(scriptPath));
    size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
    gzipSizes.set(scriptPath, size);
  }
  return size;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

async function lighthouseRun(url: string, chromePort: number): Promise<Run> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  const scripts = new Set(
    (details?.items ?? [])
      .filter((item) => item.resourceType === "Script")
      .map((item) => new URL(item.url))
      .filter((script) => script.port === String(port))
      .map((script) => script.pathname),
  );
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    tbtMs: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsGzipBytes: [...scripts].reduce((sum, script) => sum + gzipBytesOf(script), 0),
  };
}

/**
 * A run again when Lighthouse could not record it (NO_NAVSTART, NO_FCP: it happens on a loaded
 * machine), twice at most.
 */
async function withRetries(run: () => Promise<Run>): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(
        `  (run failed, again: ${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
}

/** The run with the median performance score (Lighthouse's own advice for several runs). */
function medianRun(all: Run[]): Run {
  const sorted = [...all].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Run;
}

function lighthouseVersion(): string {
  const manifest = path.join(root, "node_modules/lighthouse/package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const cell = (text: string | number, width: number) => String(text).padStart(width);

ensureBuild();
const loadBefore = os.loadavg()[0] ?? NaN;
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? chromiumPath,
  chromeFlags: ["--headless", ...chromiumArgs],
});
const rows: string[] = [];
try {
  for (const page of pages) {
    const url = `${siteOrigin(page.site)}${await resolvePath(page)}`;
    const all: Run[] = [];
    for (let i = 0; i < runs; i += 1)
      all.push(await withRetries(() => lighthouseRun(url, chrome.port)));
    const median = medianRun(all);
    console.log(`${page.name}: ${all.map((run) => run.performance).join(", ")} (${url})`);
    rows.push(
      `| ${page.name} | ${cell(median.performance, 3)} | ${seconds(median.fcpMs)} | ` +
        `${seconds(median.lcpMs)} | ${cell(Math.round(median.tbtMs).toLocaleString("en"), 5)} ms | ` +
        `${median.cls.toFixed(3)} | ${Math.round(median.jsGzipBytes / 1024)} KB |`,
    );
  }
} finally {
  await chrome.kill();
  server.kill();
}
console.log(
  `\nLighthouse ${lighthouseVersion()}` +
    ` mobile, median of ${runs} by performance; Node ${process.version}, ${os.cpus().length} CPUs,` +
    ` load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]?.toFixed(1)} after\n`,
);
console.log("| page | perf | FCP | LCP | TBT | CLS | JS gzip |");
console.log("|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
