import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { AttemptLimiter, AttemptOutcome } from "./attempts";

export interface AttemptRule {
  /** Distinguishes this rule's counters from every other rule's in a shared store. */
  name: string;
  /** Attempts allowed per key and window. */
  points: number;
  windowSeconds: number;
}

/** Wraps a rate-limiter-flexible limiter in the small interface the edge and routes use. */
export function attemptLimiter(limiter: RateLimiterAbstract): AttemptLimiter {
  return {
    async consume(key): Promise<AttemptOutcome> {
      try {
        const result = await limiter.consume(key);
        return { allowed: true, remaining: result.remainingPoints, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return {
          allowed: false,
          remaining: 0,
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        };
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/** The in-memory store: one process's view, for the demo and single-instance deployments. */
export function memoryAttemptLimiter(rule: AttemptRule): AttemptLimiter {
  return attemptLimiter(
    new RateLimiterMemory({
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.windowSeconds,
    }),
  );
}
