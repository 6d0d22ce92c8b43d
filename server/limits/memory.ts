import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { AttemptLimiter, AttemptOutcome, AttemptRule, LimitStore } from "./attempts";

/** Seconds a client is asked to wait while the shared store is down and the rule refuses. */
export const STORE_DOWN_RETRY_AFTER_SECONDS = 30;

/**
 * Wraps a rate-limiter-flexible limiter in the small interface the edge and routes use. A
 * store error (Redis down, with no insurance limiter) becomes a refusal marked `unavailable`.
 */
export function attemptLimiter(
  limiter: RateLimiterAbstract,
  onStoreError: (error: unknown) => void = () => {},
): AttemptLimiter {
  return {
    async consume(key): Promise<AttemptOutcome> {
      try {
        const result = await limiter.consume(key);
        return { allowed: true, remaining: result.remainingPoints, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) {
          onStoreError(rejection);
          return {
            allowed: false,
            remaining: 0,
            retryAfterSeconds: STORE_DOWN_RETRY_AFTER_SECONDS,
            unavailable: true,
          };
        }
        return {
          allowed: false,
          remaining: 0,
          retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
        };
      }
    },
    async reset(key) {
      try {
        await limiter.delete(key);
      } catch (error) {
        // Forgetting is a courtesy: the counter expires with its window anyway.
        onStoreError(error);
      }
    },
  };
}

export function memoryLimiter(rule: AttemptRule, keyPrefix = rule.name): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix, points: rule.points, duration: rule.windowSeconds });
}

/** The in-memory store: one process's view, for the demo and single-instance deployments. */
export function memoryLimitStore(): LimitStore {
  return {
    kind: "memory",
    limiter: (rule) => attemptLimiter(memoryLimiter(rule)),
    ready: async () => {},
    close: async () => {},
  };
}

/** One rule's limiter in memory (tests and single-purpose use). */
export function memoryAttemptLimiter(rule: AttemptRule): AttemptLimiter {
  return memoryLimitStore().limiter(rule);
}
