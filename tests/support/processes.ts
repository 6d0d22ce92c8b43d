/*
 * Real processes for tests that need more than one (a redis-server, several server instances):
 * free ports from the OS, readiness by polling, and a stop that always ends what was started.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? "/usr/bin/redis-server";

/** Why a Redis test cannot run here, or undefined when it can. CI installs it (.ci/run). */
export function redisServerMissing(): string | undefined {
  return existsSync(REDIS_SERVER)
    ? undefined
    : `${REDIS_SERVER} is missing: install Debian's redis-server (.ci/run does) to run this test`;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Started {
  readonly port: number;
  readonly process: ChildProcess;
  /** What the process wrote, for failure messages. */
  output(): string;
  /** Ends the process (SIGTERM, then SIGKILL after 3 s); resolves once it has exited. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A test runner that dies mid-test must not leave servers behind.
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function start(command: string, args: string[], port: number, env?: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  running.add(child);
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
  exited.then(
    () => running.delete(child),
    () => {},
  );
  return {
    port,
    process: child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

async function waitFor(what: string, ready: () => Promise<boolean>, started: Started, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (started.process.exitCode !== null) break;
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await started.stop();
  throw new Error(`${what} did not become ready:\n${started.output()}`);
}

function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** A throwaway redis-server: no persistence, loopback only, on a free port. */
export async function startRedis(port?: number): Promise<Started> {
  const chosen = port ?? (await freePort());
  const args = [
    "--port",
    String(chosen),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ];
  const redis = start(REDIS_SERVER, args, chosen);
  await waitFor("redis-server", () => acceptsConnections(chosen), redis);
  return redis;
}

/** The built server (`npm run build` first) in production mode on a free port. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<Started> {
  const port = await freePort();
  const server = start(process.execPath, ["build/boot/index.js"], port, {
    ...process.env,
    NODE_ENV: "production",
    ...env,
    PORT: String(port),
  });
  await waitFor(
    `the server on port ${port}`,
    async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok,
    server,
  );
  return server;
}

/** Stops every process given, whatever state each is in. */
export async function stopAll(...started: (Started | undefined)[]): Promise<void> {
  await Promise.allSettled(started.map((each) => each?.stop()));
}
