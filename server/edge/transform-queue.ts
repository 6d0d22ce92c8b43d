export class QueueFullError extends Error {
  override name = "QueueFullError";
}

/**
 * Runs at most `concurrency` jobs at once and lets at most `maxWaiting` more wait for a turn;
 * beyond that `run` rejects at once with QueueFullError, so a burst costs a bounded amount of
 * CPU and memory and the caller can answer 503 instead of piling up work.
 */
export class TransformQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError("transform queue full");
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await job();
    } finally {
      // Hand the slot straight to the next waiting job, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
