/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that with a caught
 * `new Function("")` when a schema is created. Under our CSP (no 'unsafe-eval') the probe is
 * refused and reported as a violation in every browser tab, so the browser build parses without
 * compiling. Imported first by app/root.tsx: schemas are created when route modules load.
 *
 * Zod keeps its configuration on `globalThis.__zod_globalConfig` and takes an object found there
 * (zod/v4/core `globalConfig`), so it is set without importing zod: content pages create no
 * schema in the browser, and importing `config` put zod's core (4 KB gzip) in every page's
 * first load. Only the lazy chunks that validate in the browser (car contact form) load zod.
 */
const zodConfigKey = "__zod_globalConfig";

export function configureZodWithoutEval(scope: Record<string, unknown>): void {
  const existing = scope[zodConfigKey];
  const config = typeof existing === "object" && existing !== null ? existing : {};
  scope[zodConfigKey] = Object.assign(config, { jitless: true });
}

if (typeof document !== "undefined") {
  configureZodWithoutEval(globalThis as unknown as Record<string, unknown>);
}
