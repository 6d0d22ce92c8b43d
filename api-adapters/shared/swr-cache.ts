export interface SwrCacheOptions {
  /** Entries kept at most; the least recently used go first. */
  maxEntries: number;
  /** How long a value is fresh (the specs' revalidation: 60 s). */
  freshMs: number;
  /** How long past freshness a value may still be served while it is refreshed. */
  staleMs: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  storedAt: number;
}

/**
 * A bounded in-process cache for upstream reads with stale-while-revalidate: a fresh value is
 * served as is; a stale one is served while one background refresh runs; a missing or expired one
 * is loaded, with concurrent callers sharing one request. Failures are never cached, and a failed
 * refresh keeps the stale value until it expires.
 */
export function createSwrCache<T>(options: SwrCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const inFlight = new Map<string, Promise<T>>();

  function remember(key: string, value: T) {
    entries.delete(key);
    entries.set(key, { value, storedAt: now() });
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function load(key: string, loader: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = loader()
      .then((value) => {
        remember(key, value);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    async get(key: string, loader: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age <= options.freshMs) {
          entries.delete(key);
          entries.set(key, entry);
          return entry.value;
        }
        if (age <= options.freshMs + options.staleMs) {
          load(key, loader).catch(() => undefined);
          return entry.value;
        }
        entries.delete(key);
      }
      return load(key, loader);
    },
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
    },
  };
}

/** The specs' upstream revalidation for content and search reads. */
export const UPSTREAM_REVALIDATE_MS = 60_000;
