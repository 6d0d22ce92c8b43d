import { afterEach, describe, expect, it, vi } from "vitest";
import { warmUpIntl } from "./intl-warm-up";

class RecordingWorker {
  static made: RecordingWorker[] = [];
  posted: unknown[] = [];
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    RecordingWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  RecordingWorker.made = [];
});

describe("warmUpIntl", () => {
  it("starts the warm-up worker as a module and sends it the page's language", () => {
    vi.stubGlobal("Worker", RecordingWorker);
    warmUpIntl("sv");
    expect(RecordingWorker.made).toHaveLength(1);
    const [worker] = RecordingWorker.made;
    expect(worker?.url.pathname).toMatch(/\/intl-warm-up\.worker\.ts$/);
    expect(worker?.options).toEqual({ type: "module", name: "intl-warm-up" });
    expect(worker?.posted).toEqual(["sv"]);
  });

  it("starts nothing without a language or without workers, and never throws", () => {
    vi.stubGlobal("Worker", RecordingWorker);
    warmUpIntl("");
    expect(RecordingWorker.made).toHaveLength(0);
    vi.stubGlobal("Worker", undefined);
    expect(() => warmUpIntl("sv")).not.toThrow();
    vi.stubGlobal(
      "Worker",
      vi.fn(function refusedWorker() {
        throw new DOMException("Refused by the content security policy", "SecurityError");
      }),
    );
    expect(() => warmUpIntl("sv")).not.toThrow();
  });
});
