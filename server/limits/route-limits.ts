import type { RouteLimits } from "./attempts";
import { memoryAttemptLimiter } from "./memory";

/** One-time codes per subject: 5 attempts per plate in 10 minutes, whatever the client. */
export const oneTimeCodePerSubjectRule = {
  name: "otp-subject",
  points: 5,
  windowSeconds: 10 * 60,
} as const;

/** The route limits of one server process, in memory. */
export function memoryRouteLimits(): RouteLimits {
  return { oneTimeCodePerSubject: memoryAttemptLimiter(oneTimeCodePerSubjectRule) };
}
