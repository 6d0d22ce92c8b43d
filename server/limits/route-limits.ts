import type { AttemptRule, LimitStore, RouteLimits } from "./attempts";
import { memoryLimitStore } from "./memory";

/**
 * One-time codes per subject: 5 attempts per plate in 10 minutes, whatever the client. It guards
 * a secret, so while a shared store is down it refuses (docs/decisions/0013).
 */
export const oneTimeCodePerSubjectRule: AttemptRule = {
  name: "otp-subject",
  points: 5,
  windowSeconds: 10 * 60,
  whenStoreDown: "refuse",
};

/**
 * A form submission is sent to the hub once per formSubmissionId in a day (its idempotency,
 * shared between instances). While a shared store is down each process remembers its own:
 * a form still goes out, a repeat through another instance could too.
 */
export const formSubmissionOnceRule: AttemptRule = {
  name: "form-submission",
  points: 1,
  windowSeconds: 24 * 60 * 60,
  whenStoreDown: "count-locally",
};

/** The route limits, counting in the given store (Redis when `REDIS_URL` is set). */
export function routeLimits(store: LimitStore): RouteLimits {
  return {
    oneTimeCodePerSubject: store.limiter(oneTimeCodePerSubjectRule),
    formSubmissions: store.limiter(formSubmissionOnceRule),
  };
}

/** The route limits of one server process, in memory. */
export function memoryRouteLimits(): RouteLimits {
  return routeLimits(memoryLimitStore());
}
