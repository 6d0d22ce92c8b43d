import { config } from "zod/v4/core";

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that with a caught
 * `new Function("")` when a schema is created. Under our CSP (no 'unsafe-eval') the probe is
 * refused and reported as a violation in every browser tab, so the browser build parses without
 * compiling. Imported first by app/root.tsx: schemas are created when route modules load.
 */
if (typeof document !== "undefined") config({ jitless: true });
