// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { importsOf } from "./hydrating-modules";
import { lazyComponent, preloadLazyComponents } from "./lazy-component";

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe("lazyComponent", () => {
  it("renders at once, without a fallback, once preloaded", async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = lazyComponent(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText("Hello Ada")).toBeVisible();
    expect(screen.queryByText("Loading")).toBeNull();
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("preloadLazyComponents loads every lazy component made so far, once each", async () => {
    const loads = [vi.fn(() => Promise.resolve(Greeting)), vi.fn(() => Promise.resolve(Greeting))];
    const made = loads.map((load) => lazyComponent(load));
    expect(made.map((component) => component.loaded())).toEqual([false, false]);
    await preloadLazyComponents();
    await preloadLazyComponents();
    expect(made.map((component) => component.loaded())).toEqual([true, true]);
    expect(loads.map((load) => load.mock.calls.length)).toEqual([1, 1]);
  });

  it("preloadLazyComponents loads the others when one module fails to load", async () => {
    const broken = lazyComponent(() => Promise.reject(new Error("chunk failed")));
    const working = lazyComponent(() => Promise.resolve(Greeting));
    await expect(preloadLazyComponents()).resolves.toBeUndefined();
    expect([broken.loaded(), working.loaded()]).toEqual([false, true]);
  });

  it("says when it is loaded, and gives every caller one preload promise", async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting));
    expect(Lazy.loaded()).toBe(false);
    const first = Lazy.preload();
    expect(Lazy.preload()).toBe(first);
    await first;
    expect(Lazy.loaded()).toBe(true);
  });

  it("suspends until its module is in when not preloaded", async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Grace" />
        </Suspense>,
      );
    });
    expect(await screen.findByText("Hello Grace")).toBeVisible();
  });
});

describe("importsOf", () => {
  /** What the server build's `import()` does first (vite/browser-modules.ts). */
  const note = (moduleId: string) =>
    (globalThis as { __forecourtNoteImport?: (id: string) => void }).__forecourtNoteImport?.(
      moduleId,
    );

  it("collects the modules noted while its function runs, each collector its own", () => {
    const outer = importsOf(() => {
      note("app/a.ts");
      const inner = importsOf(() => {
        note("app/b.ts");
        return "inner";
      });
      note("app/c.ts");
      return inner;
    });
    expect(outer.value).toEqual({ value: "inner", moduleIds: ["app/b.ts"] });
    expect(outer.moduleIds).toEqual(["app/a.ts", "app/c.ts"]);
    // Nothing collects once it has returned, thrown or not.
    expect(() =>
      importsOf(() => {
        throw new Error("load failed");
      }),
    ).toThrow("load failed");
    expect(
      (globalThis as { __forecourtNoteImport?: unknown }).__forecourtNoteImport,
    ).toBeUndefined();
  });
});
