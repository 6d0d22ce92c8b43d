import { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";
import { logger } from "../../api-adapters/shared/logger";
import type { AttemptRule, LimitStore } from "./attempts";
import { attemptLimiter, memoryLimiter } from "./memory";

export interface RedisLimitStoreOptions {
  /** Give up a connection attempt after this long (it is retried with a back-off). */
  connectTimeoutMs?: number;
  /** A command that takes longer fails, so a stalled Redis cannot stall requests. */
  commandTimeoutMs?: number;
  /** Namespace of every key, so several apps can share one Redis. */
  keyPrefix?: string;
}

/**
 * Counters in Redis, shared by every instance (docs/decisions/0013). One client per store, made
 * once per process. Commands are never queued while disconnected (`enableOfflineQueue: false`):
 * they fail at once, and each rule's `whenStoreDown` decides (refuse, or count in memory).
 */
export function redisLimitStore(url: string, options: RedisLimitStoreOptions = {}): LimitStore {
  const {
    connectTimeoutMs = 2000,
    commandTimeoutMs = 1000,
    keyPrefix = "forecourt:limits",
  } = options;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: connectTimeoutMs,
    commandTimeout: commandTimeoutMs,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });

  // One line when the store goes down and one when it is back, not one per retry.
  let down = false;
  const reportDown = (error: unknown) => {
    if (down) return;
    down = true;
    logger.error("limits.redis.unavailable", {
      message: error instanceof Error ? error.message : String(error),
    });
  };
  client.on("error", reportDown);
  client.on("ready", () => {
    if (down) logger.info("limits.redis.ready");
    down = false;
  });

  const limiter = (rule: AttemptRule) => {
    const prefix = `${keyPrefix}:${rule.name}`;
    return attemptLimiter(
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: prefix,
        points: rule.points,
        duration: rule.windowSeconds,
        rejectIfRedisNotReady: true,
        insuranceLimiter:
          rule.whenStoreDown === "count-locally" ? memoryLimiter(rule, prefix) : undefined,
      }),
      reportDown,
    );
  };

  return {
    kind: "redis",
    limiter,
    async ready() {
      if (client.status === "ready") return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          client.off("ready", done);
          resolve();
        };
        const timer = setTimeout(done, connectTimeoutMs);
        client.once("ready", done);
      });
    },
    async close() {
      try {
        await client.quit();
      } catch {
        client.disconnect();
      }
    },
  };
}
