// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { Component, Fragment, Suspense, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { defineBlock, type BlockBinding, type BlockRegistry } from "./block";
import {
  componentNamesOf,
  lazyBlock,
  preloadBlocks,
  useBlocksLoaded,
  useSectionsLoaded,
} from "./lazy-block";
import { lazyComponent } from "../../design-system";
import type { PreparedRendering } from "./prepare-renderings.server";
import { testBlockContext } from "./test-context";

const titleBlock: BlockBinding<{ title: string }> = defineBlock<never>(() => null);
titleBlock.render = (props) => <h2>{props.title}</h2>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const renderArgs = (title: string) =>
  [{ title }, testBlockContext(), undefined, () => null] as const;

describe("lazyBlock", () => {
  it("loads its module once, and renders in one pass once loaded", async () => {
    const load = vi.fn(() => Promise.resolve(titleBlock));
    const lazy = lazyBlock(load);
    expect(lazy.loaded()).toBeUndefined();
    await Promise.all([lazy.load(), lazy.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazy.loaded()).toBe(titleBlock);
    render(<>{lazy.render(...renderArgs("Loaded"))}</>);
    expect(screen.getByRole("heading", { name: "Loaded" })).toBeVisible();
  });

  it("suspends while its module loads, then renders", async () => {
    const module = deferred<BlockBinding>();
    const lazy = lazyBlock(() => module.promise);
    // Rendered inside act: React 19 retries a suspended render only within act in tests.
    await act(async () => {
      render(<Suspense fallback={<p>Loading</p>}>{lazy.render(...renderArgs("Late"))}</Suspense>);
    });
    expect(screen.getByText("Loading")).toBeVisible();
    await act(async () => module.resolve(titleBlock));
    expect(await screen.findByRole("heading", { name: "Late" })).toBeVisible();
  });

  it("keeps a failed load failed instead of fetching again on every render", async () => {
    const load = vi.fn(() => Promise.reject(new Error("chunk failed")));
    const lazy = lazyBlock(load);
    await expect(lazy.load()).rejects.toThrow("chunk failed");
    await expect(lazy.load()).rejects.toThrow("chunk failed");
    expect(load).toHaveBeenCalledTimes(1);
    expect(lazy.failed()).toBe(true);
  });
});

describe("preloadBlocks", () => {
  it("loads the named lazy blocks only, and settles when one fails", async () => {
    const named = vi.fn(() => Promise.resolve(titleBlock));
    const other = vi.fn(() => Promise.resolve(titleBlock));
    const broken = vi.fn(() => Promise.reject(new Error("offline")));
    const registry: BlockRegistry = {
      Eager: titleBlock,
      Named: lazyBlock(named),
      Other: lazyBlock(other),
      Broken: lazyBlock(broken),
    };
    await preloadBlocks(registry, ["Eager", "Named", "Broken", "Unknown"]);
    expect(named).toHaveBeenCalledTimes(1);
    expect(broken).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });
});

describe("componentNamesOf", () => {
  it("names the blocks of every placeholder, nested renderings included", () => {
    const rendering = (componentName: string, nested?: PreparedRendering[]): PreparedRendering => ({
      componentName,
      ...(nested ? { placeholders: { inner: nested } } : {}),
    });
    const names = componentNamesOf({
      header: [rendering("SiteHeader")],
      main: [rendering("ColumnList", [rendering("Blurb"), rendering("Blurb")])],
    });
    expect([...names].sort()).toEqual(["Blurb", "ColumnList", "SiteHeader"]);
  });

  it("counts a held stub as its whole rendering on the server, and not at all in the browser", () => {
    const stub: PreparedRendering = { componentName: "ColumnList", uid: "c1", held: true };
    const whole: PreparedRendering = {
      componentName: "ColumnList",
      uid: "c1",
      props: {},
      placeholders: { inner: [{ componentName: "Blurb" }] },
    };
    const placeholders = { main: [stub, { componentName: "HeroBanner" }] };
    const server = componentNamesOf(placeholders, new WeakMap([[stub, whole]]));
    expect([...server].sort()).toEqual(["Blurb", "ColumnList", "HeroBanner"]);
    expect([...componentNamesOf(placeholders)]).toEqual(["HeroBanner"]);
  });
});

describe("useBlocksLoaded", () => {
  function Page({ registry, names }: { registry: BlockRegistry; names: string[] }) {
    useBlocksLoaded(registry, names);
    return (
      <>
        {names.map((name) => (
          <Fragment key={name}>{registry[name]?.render(...renderArgs(name))}</Fragment>
        ))}
      </>
    );
  }

  it("holds the page until all its blocks are in, then renders them together", async () => {
    const first = deferred<BlockBinding>();
    const second = deferred<BlockBinding>();
    const registry: BlockRegistry = {
      First: lazyBlock(() => first.promise),
      Second: lazyBlock(() => second.promise),
    };
    await act(async () => {
      render(
        <Suspense fallback={<p>Page loading</p>}>
          <Page registry={registry} names={["First", "Second"]} />
        </Suspense>,
      );
    });
    await act(async () => first.resolve(titleBlock));
    expect(screen.getByText("Page loading")).toBeVisible();
    expect(screen.queryByRole("heading")).toBeNull();
    await act(async () => second.resolve(titleBlock));
    expect(await screen.findAllByRole("heading")).toHaveLength(2);
  });

  it("renders at once when the blocks are loaded or eager", () => {
    const registry: BlockRegistry = { Eager: titleBlock };
    render(<Page registry={registry} names={["Eager"]} />);
    expect(screen.getByRole("heading", { name: "Eager" })).toBeVisible();
  });
});

/** The rendering boundary's part here: a section that throws shows its fallback alone. */
class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Section failed</p> : this.props.children;
  }
}

describe("useSectionsLoaded", () => {
  const Gone = ({ title }: { title: string }) => <p>{title} is sold</p>;

  function setup() {
    const module = deferred<typeof Gone>();
    const GoneView = lazyComponent(() => module.promise);
    const block: BlockBinding<{ title: string }, { sold: boolean }> = {
      render: (props, _context, data) =>
        data?.sold ? <GoneView title={props.title} /> : <h2>{props.title}</h2>,
      sectionsFor: (data) => (data?.sold && !GoneView.loaded() ? GoneView.preload() : undefined),
    };
    const registry: BlockRegistry = { Car: lazyBlock(() => Promise.resolve(block)) };
    const rendering = (sold: boolean): PreparedRendering => ({
      componentName: "Car",
      props: { title: "Kia Niro" },
      data: { sold },
    });
    function Page({ renderings }: { renderings: PreparedRendering[] }) {
      const placeholders = { main: renderings };
      useBlocksLoaded(registry, componentNamesOf(placeholders));
      useSectionsLoaded(registry, placeholders);
      // Each section in a boundary of its own, as the page's rendering boundaries are: a section
      // that suspended there would hydrate apart from the page.
      return (
        <>
          {renderings.map((item, index) => (
            <SectionBoundary key={index}>
              <Suspense fallback={<p>Section loading</p>}>
                {registry.Car?.render(item.props, testBlockContext(), item.data, () => null)}
              </Suspense>
            </SectionBoundary>
          ))}
          <p>Rest of the page</p>
        </>
      );
    }
    return { module, Page, rendering };
  }

  it("holds the page until the sections a rendering's data needs are in", async () => {
    const { module, Page, rendering } = setup();
    await act(async () => {
      render(
        <Suspense fallback={<p>Page loading</p>}>
          <Page renderings={[rendering(true)]} />
        </Suspense>,
      );
    });
    expect(screen.getByText("Page loading")).toBeVisible();
    expect(screen.queryByText("Section loading")).toBeNull();
    await act(async () => module.resolve(Gone));
    expect(screen.getByText("Kia Niro is sold")).toBeVisible();
    expect(screen.queryByText("Page loading")).toBeNull();
  });

  it("lets the page render when a section's chunk fails: the section shows its fallback", async () => {
    const { module, Page, rendering } = setup();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      render(
        <Suspense fallback={<p>Page loading</p>}>
          <Page renderings={[rendering(true)]} />
        </Suspense>,
      );
    });
    await act(async () => module.reject(new Error("chunk failed")));
    expect(screen.getByText("Section failed")).toBeVisible();
    expect(screen.getByText("Rest of the page")).toBeVisible();
    vi.mocked(console.error).mockRestore();
  });

  it("does not load sections the data does not need", async () => {
    const { module, Page, rendering } = setup();
    await act(async () => {
      render(
        <Suspense fallback={<p>Page loading</p>}>
          <Page renderings={[rendering(false)]} />
        </Suspense>,
      );
    });
    expect(screen.getByRole("heading", { name: "Kia Niro" })).toBeVisible();
    // Settled: test files share a worker's modules (vitest.config.ts), and a later file's
    // preloadLazyComponents() would wait for this section's chunk for ever.
    module.resolve(Gone);
  });
});

describe("lazyBlock with sections", () => {
  it("counts as loaded only once the binding's own preload is done, and survives its failure", async () => {
    const sections = deferred<undefined>();
    const binding: BlockBinding = { ...titleBlock, preload: () => sections.promise };
    const lazy = lazyBlock(() => Promise.resolve(binding));
    const loading = lazy.load();
    await Promise.resolve();
    expect(lazy.loaded()).toBeUndefined();
    sections.reject(new Error("section chunk failed"));
    await loading;
    expect(lazy.loaded()).toBe(binding);
  });
});
