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
}
