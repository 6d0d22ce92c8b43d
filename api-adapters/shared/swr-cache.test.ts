import { describe, expect, it, vi } from "vitest";
import { createSwrCache, UPSTREAM_REVALIDATE_MS } from "./swr-cache";

function setup(maxEntries = 10) {
  let time = 0;
  const cache = createSwrCache<string>({
    maxEntries,
    freshMs: 60_000,
    staleMs: 600_000,
    now: () => time,
  });
  return { cache, advance: (ms: number) => (time += ms) };
}

describe("swr cache", () => {
  it("revalidates after the specs' 60 seconds", () => {
    expect(UPSTREAM_REVALIDATE_MS).toBe(60_000);
  });

  it("serves a fresh value without loading again", async () => {
    const { cache, advance } = setup();
    const loader = vi.fn().mockResolvedValue("a");
    await cache.get("k", loader);
    advance(59_000);
    expect(await cache.get("k", loader)).toBe("a");
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("serves a stale value while one refresh runs, then the new one", async () => {
    const { cache, advance } = setup();
    await cache.get("k", async () => "old");
    advance(61_000);
    let finish: (value: string) => void = () => undefined;
    const refresh = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(await cache.get("k", refresh)).toBe("old");
    expect(await cache.get("k", refresh)).toBe("old");
    expect(refresh).toHaveBeenCalledTimes(1);
    finish("new");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get("k", refresh)).toBe("new");
  });

  it("loads again once the stale window is over", async () => {
    const { cache, advance } = setup();
    await cache.get("k", async () => "old");
    advance(60_000 + 600_001);
    expect(await cache.get("k", async () => "new")).toBe("new");
  });

  it("shares one request between concurrent callers", async () => {
    const { cache } = setup();
    const loader = vi.fn(() => new Promise<string>((resolve) => setTimeout(() => resolve("v"), 5)));
    expect(await Promise.all([cache.get("k", loader), cache.get("k", loader)])).toEqual(["v", "v"]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("never caches a failure", async () => {
    const { cache } = setup();
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");
  });

  it("keeps the stale value when a refresh fails", async () => {
    const { cache, advance } = setup();
    await cache.get("k", async () => "old");
    advance(61_000);
    expect(await cache.get("k", () => Promise.reject(new Error("down")))).toBe("old");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get("k", () => Promise.reject(new Error("down")))).toBe("old");
  });

  it("is bounded: the least recently used entry goes first", async () => {
    const { cache } = setup(2);
    await cache.get("a", async () => "a");
    await cache.get("b", async () => "b");
    await cache.get("a", async () => "a2");
    await cache.get("c", async () => "c");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "never")).toBe("a");
    const reload = vi.fn().mockResolvedValue("b2");
    expect(await cache.get("b", reload)).toBe("b2");
    expect(reload).toHaveBeenCalledOnce();
  });
});
