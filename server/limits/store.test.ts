// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  redisServerMissing,
  startRedis,
  stopAll,
  type Started,
} from "../../tests/support/processes";
import type { AttemptRule, LimitStore } from "./attempts";
import { memoryLimitStore } from "./memory";
import { redisLimitStore } from "./redis";
import { oneTimeCodePerSubjectRule, routeLimits } from "./route-limits";

const missing = redisServerMissing();
if (missing) console.warn(`Skipping the Redis limit store tests: ${missing}`);

let redis: Started | undefined;
const opened: LimitStore[] = [];
beforeAll(async () => {
  if (!missing) redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await stopAll(redis);
});

let rules = 0;
/** A rule of its own per test, so tests sharing one Redis never share counters. */
const rule = (whenStoreDown: AttemptRule["whenStoreDown"] = "refuse"): AttemptRule => ({
  name: `test-${process.pid}-${(rules += 1)}`,
  points: 5,
  windowSeconds: 600,
  whenStoreDown,
});

async function redisStore(): Promise<LimitStore> {
  if (!redis) throw new Error("redis-server is not running");
  const store = redisLimitStore(`redis://127.0.0.1:${redis.port}`, { connectTimeoutMs: 500 });
  opened.push(store);
  await store.ready();
  return store;
}

const stores: [name: string, make: () => Promise<LimitStore>, skip: boolean][] = [
  ["memory", async () => memoryLimitStore(), false],
  ["redis", redisStore, Boolean(missing)],
];

describe.each(stores)("%s limit store", (_name, make, skip) => {
  it.skipIf(skip)("allows 5 attempts per key, then refuses until the window ends", async () => {
    const limiter = (await make()).limiter(rule());
    const outcomes = [];
    for (let i = 0; i < 6; i += 1) outcomes.push(await limiter.consume("ABC123"));
    expect(outcomes.map((outcome) => outcome.allowed)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(outcomes.map((outcome) => outcome.remaining)).toEqual([4, 3, 2, 1, 0, 0]);
    expect(outcomes[5]?.retryAfterSeconds).toBeGreaterThan(590);
    expect(outcomes[5]?.unavailable).toBeUndefined();
    expect((await limiter.consume("SLT456")).allowed).toBe(true);
  });

  it.skipIf(skip)("forgets a key on reset (a correct code)", async () => {
    const limiter = (await make()).limiter(rule());
    for (let i = 0; i < 5; i += 1) await limiter.consume("ABC123");
    await limiter.reset("ABC123");
    expect(await limiter.consume("ABC123")).toMatchObject({ allowed: true, remaining: 4 });
  });

  it.skipIf(skip)("keeps each rule's counters apart", async () => {
    const store = await make();
    const first = store.limiter(rule());
    const second = store.limiter(rule());
    for (let i = 0; i < 5; i += 1) await first.consume("k");
    expect((await first.consume("k")).allowed).toBe(false);
    expect((await second.consume("k")).allowed).toBe(true);
  });

  it.skipIf(skip)("hands routes the per-plate one-time-code lockout", async () => {
    const limits = routeLimits(await make());
    const plate = `P${process.pid}${rules}`;
    await limits.oneTimeCodePerSubject.reset(plate);
    for (let i = 0; i < oneTimeCodePerSubjectRule.points; i += 1) {
      expect((await limits.oneTimeCodePerSubject.consume(plate)).allowed).toBe(true);
    }
    expect((await limits.oneTimeCodePerSubject.consume(plate)).allowed).toBe(false);
    await limits.oneTimeCodePerSubject.reset(plate);
  });
});

describe.skipIf(Boolean(missing))("redis limit store shared by several processes", () => {
  it("counts one limit over two clients (two instances)", async () => {
    const shared = rule();
    const [a, b] = [(await redisStore()).limiter(shared), (await redisStore()).limiter(shared)];
    const allowed = [];
    for (let i = 0; i < 6; i += 1) allowed.push((await (i % 2 ? b : a).consume("ABC123")).allowed);
    expect(allowed).toEqual([true, true, true, true, true, false]);
    expect((await a.consume("ABC123")).allowed).toBe(false);
  });

  it("while Redis is down: a 'refuse' rule fails closed, a 'count-locally' rule counts in memory; both recover", async () => {
    if (!redis) throw new Error("redis-server is not running");
    const port = redis.port;
    const store = await redisStore();
    const secret = store.limiter(rule("refuse"));
    const abuse = store.limiter(rule("count-locally"));
    expect((await secret.consume("k")).allowed).toBe(true);

    await redis.stop();
    await expect.poll(async () => (await secret.consume("k")).unavailable).toBe(true);
    expect(await secret.consume("k")).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 30,
      unavailable: true,
    });
    const local = [];
    for (let i = 0; i < 6; i += 1) local.push((await abuse.consume("k")).allowed);
    expect(local).toEqual([true, true, true, true, true, false]);
    await expect(secret.reset("k")).resolves.toBeUndefined();

    redis = await startRedis(port);
    await store.ready();
    await expect
      .poll(async () => (await secret.consume("k")).allowed, { timeout: 10_000 })
      .toBe(true);
  }, 20_000);
});
