/**
 * Per-request record of degradation: the parts of a response that fell back because an upstream
 * failed (the error catalogues' "logged; empty list", "null navigation", fallback site settings,
 * a block whose data did not load). Whoever swallows such a failure calls `reportDegraded`; the
 * edge (server/edge/degradation-scope.ts) then refuses to let a CDN store the response, so a
 * failure is never served from cache after the upstream has recovered.
 *
 * The scope is an AsyncLocalStorage owned by the server; it is reached through a global symbol
 * because the boot bundle and React Router's server build each carry their own copy of this
 * module. In the browser and in unit tests there is no scope and reporting does nothing.
 */
export interface Degradation {
  /** What degraded, e.g. "search" or "block:CarList"; empty while the response is whole. */
  readonly reasons: Set<string>;
}

export interface DegradationScope {
  getStore(): Degradation | undefined;
}

const scopeKey = Symbol.for("forecourt.degradation-scope");
type WithScope = typeof globalThis & { [scopeKey]?: DegradationScope };

export function createDegradation(): Degradation {
  return { reasons: new Set() };
}

/** Installs the server's request scope (once, at boot). */
export function installDegradationScope(scope: DegradationScope): void {
  (globalThis as WithScope)[scopeKey] = scope;
}

/** This request's record, if the code runs inside a server request. */
export function currentDegradation(): Degradation | undefined {
  return (globalThis as WithScope)[scopeKey]?.getStore();
}

/** Marks the current response as degraded: it is sent, but never stored by a cache. */
export function reportDegraded(reason: string): void {
  currentDegradation()?.reasons.add(reason);
}
