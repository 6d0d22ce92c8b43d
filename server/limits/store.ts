import type { LimitStore } from "./attempts";
import { memoryLimitStore } from "./memory";
import { redisLimitStore } from "./redis";

/** The process's one limit store: Redis when `REDIS_URL` is set, memory otherwise. */
export function createLimitStore(redisUrl: string | undefined): LimitStore {
  return redisUrl ? redisLimitStore(redisUrl) : memoryLimitStore();
}
