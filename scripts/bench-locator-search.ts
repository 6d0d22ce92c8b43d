/**
 * The locator's fuzzy search per keystroke (issue 18 goal: at most 2 ms over 900 markers): the
 * suggestions (5) for every prefix of a few typed terms, over 900 demo markers (the seeded
 * charging points), with the locator's fuse.js options. Prints the time per keystroke (median,
 * 95th percentile, max) and the index build; asserts nothing.   npm run bench:locator-search
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import {
  generateChargingPoints,
  generateF150Dealers,
} from "../api-adapters/mocks/locations/generator";
import { createMarkerSearch, SUGGESTION_LIMIT } from "../design-system/flows/Locator/search";
import type { LocatorMarker } from "../design-system/flows/Locator/types";

const GOAL_MS = 2;
const dealers = generateF150Dealers();
const markers: LocatorMarker[] = [
  ...dealers,
  ...generateChargingPoints(900 - dealers.length, "bench-locator-search"),
];
const terms = ["Berlin", "Frankfurt am Main", "Industriestraße 12", "Supercharge Wien", "10115"];
const keystrokes = terms.flatMap((term) =>
  Array.from({ length: term.length }, (_, index) => term.slice(0, index + 1)),
);

const buildStart = performance.now();
const search = createMarkerSearch(markers);
const buildMs = performance.now() - buildStart;

// Warm up the JIT, then time every keystroke many times.
for (let round = 0; round < 3; round += 1) {
  for (const prefix of keystrokes) search.search(prefix, SUGGESTION_LIMIT);
}
const rounds = 5;
const times: number[] = [];
const cpuBefore = process.cpuUsage();
for (let round = 0; round < rounds; round += 1) {
  for (const prefix of keystrokes) {
    const start = performance.now();
    search.search(prefix, SUGGESTION_LIMIT);
    times.push(performance.now() - start);
  }
}
const cpu = process.cpuUsage(cpuBefore);
// CPU time is what the search costs; wall time also counts waiting for a core on a busy machine.
const cpuPerKeystroke = (cpu.user + cpu.system) / 1000 / times.length;
times.sort((a, b) => a - b);
const at = (share: number) =>
  times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(3)} ms`;

console.log(
  `markers: ${markers.length}; keystrokes: ${keystrokes.length} x ${rounds} rounds; load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")} (figures scale with it)`,
);
console.log(`index build (once per marker list): ${ms(buildMs)}`);
console.log(
  `per keystroke: CPU ${ms(cpuPerKeystroke)} on average; wall median ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(at(1))}`,
);
for (const term of terms) {
  const start = performance.now();
  const hits = search.search(term).length;
  console.log(`  submit "${term}": ${hits} hits in ${ms(performance.now() - start)}`);
}
console.log(
  cpuPerKeystroke <= GOAL_MS
    ? `goal met: ${ms(cpuPerKeystroke)} CPU per keystroke <= ${GOAL_MS} ms`
    : `goal NOT met: ${ms(cpuPerKeystroke)} CPU per keystroke > ${GOAL_MS} ms`,
);
