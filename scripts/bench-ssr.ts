/**
 * Server throughput (issue 17): requests per second of an uncached server render of a home page,
 * a static asset and /healthz, one after the other against the same built demo server, and the
 * two ratios the issue sets goals for (SSR ÷ static ≥ 1/10, /healthz ÷ static ≥ 0.8). Prints
 * figures; asserts nothing (the machine's load makes them noisy: run it twice, take medians).
 *   npm run bench:ssr [-- --seconds 10 --connections 10 --port 4450 --site carstore-se --encoding gzip]
 * Builds first when build/boot/index.js is missing; BENCH_BUILD_DIR runs another copy of a build.
 *
 * "Uncached" is the render itself: every home page request carries a query parameter of its own
 * (`?bench=<n>`), so no cache of whole responses can answer it; the
 * cached figure is printed too, for comparison.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values: options } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "4450" },
    site: { type: "string", default: "carstore-se" },
    /** What the client accepts; the figures were taken without compression. */
    encoding: { type: "string", default: "identity" },
  },
});
const seconds = Number(options.seconds);
const connections = Number(options.connections);
const port = Number(options.port);
const site = options.site;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const buildDir = path.resolve(process.env.BENCH_BUILD_DIR ?? path.join(root, "build"));
const acceptEncoding = options.encoding;

function ensureBuild() {
  if (existsSync(path.join(buildDir, "boot/index.js"))) return;
  console.log(`No build in ${buildDir}: npm run build`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/** The client entry chunk: a hashed JavaScript asset every page loads. */
function staticAssetPath(): string {
  const assets = readdirSync(path.join(buildDir, "client/assets"));
  const entry = assets.find((name) => /^entry\.client-[\w-]+\.js$/.test(name));
  if (!entry) throw new Error("no entry.client-*.js in the build's client assets");
  return `/assets/${entry}`;
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

/**
 * The server process's CPU time so far (user + system, Linux /proc), in ms: per request it is
 * steadier than requests/s on a machine others load (their work slows ours, not our cost).
 */
function serverCpuMs(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 per second).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

interface Measured {
  label: string;
  path: string;
  requestsPerSecond: number;
  cpuMsPerRequest: number;
  latencyMedianMs: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * Waits until the renders still under way from the last phase are done (autocannon stops
 * sending, the server does not stop rendering), so their CPU is not counted in the next phase.
 */
async function settle() {
  let before = serverCpuMs(server.pid);
  for (let i = 0; i < 30; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = serverCpuMs(server.pid);
    if (now - before < 20) return;
    before = now;
  }
}

async function measure(label: string, urlPath: string, uniqueQuery = false): Promise<Measured> {
  await settle();
  let counter = 0;
  const cpuBefore = serverCpuMs(server.pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    // Under a loaded machine a render can take seconds: an abandoned request would still cost
    // the server its CPU and count for nothing.
    timeout: 30,
    headers: { host: `${site}.localhost:${port}`, "accept-encoding": acceptEncoding },
    requests: [
      {
        method: "GET",
        setupRequest: (request) => ({
          ...request,
          path: uniqueQuery ? `${urlPath}?bench=${(counter += 1)}` : urlPath,
        }),
      },
    ],
  });
  return {
    label,
    path: uniqueQuery ? `${urlPath}?bench=<n>` : urlPath,
    requestsPerSecond: result.requests.average,
    cpuMsPerRequest: (serverCpuMs(server.pid) - cpuBefore) / result.requests.total,
    latencyMedianMs: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A GET with the site's Host header (fetch would not send one of ours); resolves the status. */
function siteGet(urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { host: `${site}.localhost:${port}` };
    const request = http.get({ host: "127.0.0.1", port, path: urlPath, headers }, (response) =>
      response.resume().on("end", () => resolve(response.statusCode ?? 0)),
    );
    request.on("error", reject);
  });
}

async function warmUp(urlPath: string) {
  for (let i = 0; i < 20; i += 1) {
    const status = await siteGet(`${urlPath}?warm=${i}`);
    if (status !== 200) throw new Error(`${urlPath} answered ${status}`);
  }
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : NaN);
const oneIn = (value: number) => (value > 0 ? `1/${(1 / value).toFixed(1)}` : "n/a");

ensureBuild();
console.log(
  `Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(
      " ",
    )}; ${connections} connections, ${seconds} s each, accept-encoding "${acceptEncoding}"`,
);
const server = await startServer();
try {
  await warmUp("/");
  const ssr = await measure(`SSR ${site} / (uncached)`, "/", true);
  const cached = await measure(`SSR ${site} / (same URL)`, "/");
  const asset = await measure("static asset", staticAssetPath());
  const health = await measure("/healthz", "/healthz");
  console.log("");
  for (const row of [ssr, cached, asset, health]) {
    console.log(
      `${row.label.padEnd(32)} ${row.requestsPerSecond.toFixed(0).padStart(7)} req/s` +
        `  server CPU ${row.cpuMsPerRequest.toFixed(2).padStart(6)} ms/req` +
        `  latency p50 ${String(row.latencyMedianMs).padStart(4)} ms, p99 ${String(row.latencyP99Ms).padStart(4)} ms` +
        (row.non2xx + row.errors > 0 ? `  (${row.non2xx} non-2xx, ${row.errors} errors)` : "") +
        `  ${row.path}`,
    );
  }
  const ssrRatio = ratio(ssr.requestsPerSecond, asset.requestsPerSecond);
  const healthRatio = ratio(health.requestsPerSecond, asset.requestsPerSecond);
  console.log("");
  console.log(`uncached SSR ÷ static: ${oneIn(ssrRatio)} (goal ≥ 1/10)`);
  console.log(`/healthz ÷ static:     ${healthRatio.toFixed(2)} (goal ≥ 0.8)`);
  // What the ratios would be were the server alone on its core: the inverse of CPU per request.
  const throughputRatio = (a: Measured, b: Measured) => b.cpuMsPerRequest / a.cpuMsPerRequest;
  console.log(
    `by server CPU per request: SSR ÷ static ${oneIn(throughputRatio(ssr, asset))}, ` +
      `/healthz ÷ static ${throughputRatio(health, asset).toFixed(2)}`,
  );
  console.log(`load average after:    ${os.loadavg()[0]?.toFixed(2)}`);
} finally {
  server.kill();
}
