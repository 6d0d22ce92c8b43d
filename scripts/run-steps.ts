/**
 * Runs npm scripts in stages: the scripts of one stage at once, the stages one after another.
 *   tsx scripts/run-steps.ts "lint,typecheck" test:unit
 * Each output line is prefixed with its script's name. When a script fails, the rest of its stage
 * still finishes (so every failure is reported), no later stage starts, and the exit code is 1.
 * Why the test command runs this way, and which steps share a stage: decision 0017.
 */
import { spawn } from "node:child_process";
import type { Readable } from "node:stream";

interface Outcome {
  script: string;
  code: number;
  seconds: number;
}

const running = new Set<number>();

function prefixLines(stream: Readable, prefix: string, out: NodeJS.WriteStream): Promise<void> {
  let pending = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  return new Promise((resolve) =>
    stream.on("close", () => {
      if (pending) out.write(`${prefix}${pending}\n`);
      resolve();
    }),
  );
}

async function runScript(script: string, width: number): Promise<Outcome> {
  const started = Date.now();
  // Its own process group, so an interrupt can stop the script with everything it started.
  const child = spawn("npm", ["run", script], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  if (child.pid) running.add(child.pid);
  const prefix = `[${script}]`.padEnd(width + 3);
  const output = Promise.all([
    prefixLines(child.stdout, prefix, process.stdout),
    prefixLines(child.stderr, prefix, process.stderr),
  ]);
  const code = await new Promise<number>((resolve) => {
    child.on("error", () => resolve(1));
    child.on("exit", (exitCode, signal) => resolve(signal ? 1 : (exitCode ?? 1)));
  });
  await output;
  if (child.pid) running.delete(child.pid);
  return { script, code, seconds: (Date.now() - started) / 1000 };
}

function stopAll(signal: NodeJS.Signals): void {
  for (const pid of running) {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  }
  process.exit(1);
}
process.on("SIGINT", () => stopAll("SIGINT"));
process.on("SIGTERM", () => stopAll("SIGTERM"));

const stages = process.argv.slice(2).map((stage) =>
  stage
    .split(",")
    .map((script) => script.trim())
    .filter(Boolean),
);
if (stages.length === 0 || stages.some((stage) => stage.length === 0)) {
  console.error('usage: tsx scripts/run-steps.ts "script,script" script ...');
  process.exit(2);
}
const width = Math.max(...stages.flat().map((script) => script.length));
const outcomes: Outcome[] = [];
const started = Date.now();
for (const stage of stages) {
  console.log(`== ${stage.join(" + ")}`);
  const results = await Promise.all(stage.map((script) => runScript(script, width)));
  outcomes.push(...results);
  if (results.some((result) => result.code !== 0)) break;
}

console.log("== steps");
for (const { script, code, seconds } of outcomes) {
  console.log(
    `  ${script.padEnd(width)}  ${seconds.toFixed(0).padStart(4)} s  ${code === 0 ? "ok" : `FAILED (exit ${code})`}`,
  );
}
const skipped = stages.flat().slice(outcomes.length);
for (const script of skipped) console.log(`  ${script.padEnd(width)}     -    not run`);
console.log(`== ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
if (outcomes.some((outcome) => outcome.code !== 0)) process.exit(1);
