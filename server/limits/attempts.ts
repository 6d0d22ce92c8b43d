/**
 * Attempt limits shared by the edge and the routes: counters that live in Redis when
 * `REDIS_URL` is set (so every instance enforces one limit) and in memory otherwise (the demo).
 */
export interface AttemptOutcome {
  /** False once the key has used up its attempts in the current window. */
  allowed: boolean;
  remaining: number;
  /** Seconds until the key may try again (0 while allowed). */
  retryAfterSeconds: number;
  /**
   * True when the shared store could not be asked and the rule refuses rather than guess
   * (docs/decisions/0013): answer 503 with Retry-After, not 429. `allowed` is false then too,
   * so a caller that ignores this flag still fails closed.
   */
  unavailable?: true;
}

export interface AttemptLimiter {
  /** Counts one attempt for the key (a client network, a plate, a token). */
  consume(key: string): Promise<AttemptOutcome>;
  /** Forgets the key's attempts (e.g. after a correct one-time code). */
  reset(key: string): Promise<void>;
}

/** The limiters the routes use, handed to loaders and actions through the load context. */
export interface RouteLimits {
  /** One-time-code attempts per subject (the plate a code was sent for): a lockout per plate. */
  oneTimeCodePerSubject: AttemptLimiter;
  /**
   * Form submissions by formSubmissionId: the first claim of an id is allowed, a repeat is not
   * (it was sent already); a failed send gives its claim back (`reset`). Shared like the rest.
   */
  formSubmissions: AttemptLimiter;
}

/** What a shared store does for a rule while it cannot be reached. */
export type WhenStoreDown =
  /** Refuse every attempt (503): for limits that guard a secret, such as one-time codes. */
  | "refuse"
  /** Count in this process's memory until the store is back: for abuse limits. */
  | "count-locally";

export interface AttemptRule {
  /** Distinguishes this rule's counters from every other rule's in a shared store. */
  name: string;
  /** Attempts allowed per key and window. */
  points: number;
  windowSeconds: number;
  whenStoreDown: WhenStoreDown;
}

/** Where counters live: one process's memory, or Redis shared by every instance. */
export interface LimitStore {
  readonly kind: "memory" | "redis";
  /** A limiter for the rule, counting in this store. */
  limiter(rule: AttemptRule): AttemptLimiter;
  /** Resolves once the store can answer, or after its connect timeout (it keeps retrying). */
  ready(): Promise<void>;
  /** Closes the store's connection (on shutdown). */
  close(): Promise<void>;
}
