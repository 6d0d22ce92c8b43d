/**
 * The car list's and car detail page's cost: server render time and size of a few list and
 * detail URLs, measured against the production build (its own server on a free port, demo mode),
 * the Cache-Control header they send, the JavaScript the page route ships, and the JavaScript a
 * browser loads for a car detail page up to hydration (its lazy sections included). Prints
 * figures; asserts nothing.
 *   npm run build && npm run bench:car-list [-- requests-per-url]
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright";
import { demoSearchData } from "../api-adapters/mocks/search/generator";
import { chromiumArgs, chromiumPath } from "../tests/chromium";

const requests = Number(process.argv[2] ?? 50);
const warmups = 8;
const site = "automotive-se";
const root = new URL("../", import.meta.url);
const clientDir = new URL("build/client/", root);

/** A used and a new demo car of the site, on its car detail path (site settings: /kop-bil/bil). */
function demoCarPaths() {
  const cars = demoSearchData().carsBySite[site] ?? [];
  const used = cars.find((car) => car.car_is_used);
  const fresh = cars.find((car) => !car.car_is_used && !car.car_is_sample);
  if (!used || !fresh) throw new Error(`no demo cars for ${site}`);
  const path = (car: typeof used) => `/kop-bil/bil/${car.car_id}/${car.slug}`;
  return { used: path(used), fresh: path(fresh) };
}
const carPaths = demoCarPaths();

/**
 * What is measured: the list as a visitor opens it, the data a "Visa fler" click loads, and the
 * car detail page a card leads to.
 */
const urls: [label: string, path: string][] = [
  ["home (reference)", "/"],
  ["list, plain", "/kop-bil"],
  ["list, filtered + sorted", "/kop-bil?car_fuel=El&sortName=car_price_asc"],
  ["list, filter path", "/kop-bil/volvo/el"],
  ["list, page=5 (144 cars)", "/kop-bil?page=5"],
  ["load more data (page=1)", "/kop-bil.data?page=1"],
  ["car detail, used car", carPaths.used],
  ["car detail, new car", carPaths.fresh],
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

interface Sample {
  status: number;
  ttfbMs: number;
  totalMs: number;
  wireBytes: number;
  headers: http.IncomingHttpHeaders;
}

/** One GET with the site's Host header; bytes as sent on the wire (compressed when asked). */
function get(port: number, path: string, acceptEncoding: string): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        agent: false,
        headers: { host: `${site}.localhost:${port}`, "accept-encoding": acceptEncoding },
      },
      (response) => {
        const ttfbMs = performance.now() - start;
        let wireBytes = 0;
        response.on("data", (chunk: Buffer) => (wireBytes += chunk.length));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            ttfbMs,
            totalMs: performance.now() - start,
            wireBytes,
            headers: response.headers,
          }),
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["build/boot/index.js"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await get(port, "/", "identity").then(
      (sample) => sample.status === 200,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error("the server did not answer within 60 s (did `npm run build` run?)");
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);

async function benchServer() {
  const port = await freePort();
  const server = await startServer(port);
  try {
    await benchServerRender(port);
    await benchCarDetailInBrowser(port);
  } finally {
    server.kill();
  }
}

async function benchServerRender(port: number) {
  console.log(
    `Server render: ${site}, ${requests} sequential requests per URL after ${warmups} warm-up, ` +
      `accept-encoding "br, gzip" (as a browser), time to last byte`,
  );
  for (const [label, path] of urls) {
    for (let i = 0; i < warmups; i += 1) await get(port, path, "br, gzip");
    const samples: Sample[] = [];
    for (let i = 0; i < requests; i += 1) samples.push(await get(port, path, "br, gzip"));
    const plain = await get(port, path, "identity");
    const bad = samples.find((sample) => sample.status !== 200);
    if (bad || plain.status !== 200)
      throw new Error(`${path} answered ${bad?.status ?? plain.status}`);
    const totals = samples.map((sample) => sample.totalMs).sort((a, b) => a - b);
    const ttfbs = samples.map((sample) => sample.ttfbMs).sort((a, b) => a - b);
    const last = samples[samples.length - 1] as Sample;
    console.log(
      `  ${label.padEnd(26)} median ${ms(percentile(totals, 50))}  p95 ${ms(percentile(totals, 95))}` +
        `  (ttfb median ${ms(percentile(ttfbs, 50))})  ${kb(plain.wireBytes).padStart(9)} body,` +
        ` ${kb(last.wireBytes).padStart(8)} ${String(last.headers["content-encoding"] ?? "raw")}`,
    );
    console.log(
      `  ${"".padEnd(26)} ${path}   Cache-Control: ${String(last.headers["cache-control"])}`,
    );
  }
}

/**
 * The JavaScript a browser fetches for a car detail page until it has hydrated and the network
 * is idle (no interaction: the fullscreen gallery, 360 viewer and form validation load later),
 * sized from the build's files; the lazy chunks are those the manifest's routes do not list.
 */
async function benchCarDetailInBrowser(port: number) {
  const manifest = readManifest();
  const routeChunks = new Set([
    ...chunksOf(manifest.entry),
    ...chunksOf(manifest.routes.root),
    ...chunksOf(manifest.routes["routes/page"]),
  ]);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.port === String(port) && url.pathname.endsWith(".js")) scripts.add(url.pathname);
    });
    // The demo host resolves to the local server: *.localhost is loopback in Chromium.
    await page.goto(`http://${site}.localhost:${port}${carPaths.used}`);
    await page.waitForSelector("html[data-hydrated]");
    await page.waitForLoadState("networkidle");
    console.log(`\nJavaScript a browser loads for the car detail page (${carPaths.used}):`);
    const all = printChunks("until hydrated + network idle", scripts);
    printChunks(
      "  of which the route's (manifest)",
      all.filter((chunk) => routeChunks.has(chunk)),
    );
    printChunks(
      "  of which lazy (detail sections)",
      all.filter((chunk) => !routeChunks.has(chunk)),
    );
    for (const chunk of all.filter((name) => !routeChunks.has(name))) {
      const size = assetSize(chunk);
      console.log(
        `    ${chunk.padEnd(40)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(9)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

interface RouteEntry {
  module: string;
  imports?: string[];
  css?: string[];
}
interface ReactRouterManifest {
  entry: RouteEntry;
  routes: Record<string, RouteEntry & { id: string }>;
}

/** React Router's browser manifest (build/client/assets/manifest-<version>.js). */
function readManifest(): ReactRouterManifest {
  const assets = new URL("assets/", clientDir);
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no build/client/assets/manifest-*.js (run `npm run build`)");
  const source = readFileSync(new URL(file, assets), "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return JSON.parse(json) as ReactRouterManifest;
}

function assetSize(path: string) {
  const content = readFileSync(new URL(path.replace(/^\//, ""), clientDir));
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function chunksOf(entry: RouteEntry | undefined): string[] {
  return entry ? [entry.module, ...(entry.imports ?? [])] : [];
}

function printChunks(label: string, chunks: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  const list = [...new Set(chunks)];
  for (const chunk of list) {
    const size = assetSize(chunk);
    raw += size.raw;
    gzip += size.gzip;
  }
  console.log(
    `  ${label.padEnd(34)} ${String(list.length).padStart(2)} files ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(9)} gzip`,
  );
  return list;
}

function benchJavaScript() {
  const manifest = readManifest();
  const page = manifest.routes["routes/page"] ?? manifest.routes.home;
  console.log(
    "\nJavaScript the list ships (React Router manifest; modulepreloaded on the first load):",
  );
  const entry = printChunks("client entry + its imports", chunksOf(manifest.entry));
  const root = printChunks("root route + its imports", chunksOf(manifest.routes.root));
  const list = printChunks("page route + its imports", chunksOf(page));
  printChunks("total (entry + root + page route)", [...entry, ...root, ...list]);
  console.log(
    "  (home and every content path, the car list included, are the same module routes/page.tsx)",
  );
  for (const chunk of [...new Set([...entry, ...root, ...list])]) {
    const size = assetSize(chunk);
    console.log(
      `    ${chunk.padEnd(40)} ${kb(size.raw).padStart(10)} ${kb(size.gzip).padStart(9)}`,
    );
  }
  const css = [...new Set([...(manifest.entry.css ?? []), ...(page?.css ?? [])])];
  if (css.length > 0) printChunks("CSS of entry and page route", css);
}

console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
benchJavaScript();
// `npm run bench:car-list -- --js-only`: the bundle figures alone (no server, seconds).
if (!process.argv.includes("--js-only")) {
  console.log("");
  await benchServer();
}
