import { use } from "react";
import type { BlockBinding, BlockRegistry } from "./block";
import { wholeRendering, type HeldRenderings } from "./held-renderings";
import type { PreparedPlaceholders } from "./prepare-renderings.server";

type RenderArgs = Parameters<BlockBinding["render"]>;

/**
 * A block binding whose module is loaded when a page first needs it: the registry keeps one entry
 * per CMS componentName, and each block (with the design-system components it renders) is its
 * own chunk, fetched only by pages that place it (decision 0028).
 */
export interface LazyBlockBinding extends BlockBinding {
  /** Loads the binding's module once; later calls return the same promise. */
  load(): Promise<BlockBinding>;
  /** The binding once its module is in, so a render needs no promise. */
  loaded(): BlockBinding | undefined;
  /** True once loading failed: the block renders the section fallback until a reload. */
  failed(): boolean;
}

/**
 * A registry entry that loads its binding with `load` (a dynamic import). Rendered before its
 * module is in, it suspends; `useBlocksLoaded` (the content page) waits for a page's blocks
 * before rendering them, so a page renders in one pass on the server and in the browser.
 */
export function lazyBlock(
  load: () => Promise<BlockBinding<any, any>>, // eslint-disable-line @typescript-eslint/no-explicit-any
  options: { static?: boolean } = {},
): LazyBlockBinding {
  let binding: BlockBinding | undefined;
  let failed = false;
  let loading: Promise<BlockBinding> | undefined;
  const lazy: LazyBlockBinding = {
    load() {
      // A failed chunk keeps its rejected promise: retrying on every render would loop.
      loading ??= load().then(
        async (module) => {
          // A section that fails to load fails in its own render (the section fallback).
          await module.preload?.().catch(() => undefined);
          return (binding = module);
        },
        (error: unknown) => {
          failed = true;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => binding,
    failed: () => failed,
    ...(options.static ? { static: true } : {}),
    sectionsFor: (data) => binding?.sectionsFor?.(data),
    render: (...args: RenderArgs) =>
      binding ? binding.render(...args) : <LazyBlockRender binding={lazy} args={args} />,
  };
  return lazy;
}

function LazyBlockRender({ binding, args }: { binding: LazyBlockBinding; args: RenderArgs }) {
  return use(binding.load()).render(...args);
}

export function isLazy(binding: BlockBinding | undefined): binding is LazyBlockBinding {
  return binding !== undefined && "loaded" in binding && typeof binding.loaded === "function";
}

const isPending = (binding: LazyBlockBinding) =>
  binding.loaded() === undefined && !binding.failed();

/**
 * Every componentName in the placeholders, nested renderings included. A held stub (decision
 * 0049) counts as its whole rendering where `held` has it (the server's render of a document)
 * and not at all elsewhere: the browser keeps its HTML and needs none of its code.
 */
export function componentNamesOf(
  placeholders: PreparedPlaceholders | undefined,
  held: HeldRenderings | null = null,
): Set<string> {
  const names = new Set<string>();
  const visit = (regions: PreparedPlaceholders | undefined) => {
    for (const renderings of Object.values(regions ?? {})) {
      for (const stubOrWhole of renderings) {
        const rendering = wholeRendering(stubOrWhole, held);
        if (!rendering) continue;
        names.add(rendering.componentName);
        visit(rendering.placeholders);
      }
    }
  };
  visit(placeholders);
  return names;
}

/**
 * Loads the lazy bindings of the named blocks (all of the registry's without names). Resolves
 * when every one is in or failed: a failed block renders the section fallback, the page goes on.
 */
export async function preloadBlocks(
  registry: BlockRegistry,
  names: Iterable<string> = Object.keys(registry),
): Promise<void> {
  const pending = [...new Set(names)]
    .map((name) => (Object.hasOwn(registry, name) ? registry[name] : undefined))
    .filter(isLazy)
    .filter(isPending)
    .map((binding) => binding.load());
  await Promise.allSettled(pending);
}

/**
 * Suspends until the page's lazy blocks are loaded, so a navigation keeps the previous page on
 * screen (React holds a transition on the suspended page) and the first render of a page
 * (server, hydration) has every block at once instead of one Suspense fallback each.
 */
export function useBlocksLoaded(registry: BlockRegistry, names: Iterable<string>): void {
  const missing = [...names].some((name) => {
    const binding = Object.hasOwn(registry, name) ? registry[name] : undefined;
    return isLazy(binding) && isPending(binding);
  });
  if (missing) use(pagePreload(registry, [...names]));
}

/**
 * Suspends until the lazy sections the page's renderings need for their data are in
 * (`BlockBinding.sectionsFor`); call after `useBlocksLoaded`, once the bindings are in. Held
 * stubs count as `componentNamesOf` counts them.
 */
export function useSectionsLoaded(
  registry: BlockRegistry,
  placeholders: PreparedPlaceholders | undefined,
  held: HeldRenderings | null = null,
): void {
  const pending: Promise<unknown>[] = [];
  const visit = (regions: PreparedPlaceholders | undefined) => {
    for (const renderings of Object.values(regions ?? {})) {
      for (const stubOrWhole of renderings) {
        const rendering = wholeRendering(stubOrWhole, held);
        if (!rendering) continue;
        const binding = Object.hasOwn(registry, rendering.componentName)
          ? registry[rendering.componentName]
          : undefined;
        const sections = binding?.sectionsFor?.(rendering.data);
        if (sections) pending.push(settled(sections));
        visit(rendering.placeholders);
      }
    }
  };
  visit(placeholders);
  // Once they are in, `sectionsFor` answers undefined and nothing suspends.
  for (const sections of pending) use(sections);
}

/**
 * A section's load as a promise that never rejects (a failed section fails in its own render,
 * the section fallback), the same one for every render while it loads, so `use` can track it.
 */
const settledLoads = new WeakMap<Promise<unknown>, Promise<unknown>>();
function settled(load: Promise<unknown>): Promise<unknown> {
  let promise = settledLoads.get(load);
  if (!promise) {
    promise = load.catch(() => undefined);
    settledLoads.set(load, promise);
  }
  return promise;
}

/** One promise per set of names, so a re-render while loading waits on the same one. */
const preloads = new Map<string, Promise<void>>();
function pagePreload(registry: BlockRegistry, names: string[]): Promise<void> {
  const key = [...names].sort().join(" ");
  let promise = preloads.get(key);
  if (!promise) {
    promise = preloadBlocks(registry, names).finally(() => preloads.delete(key));
    preloads.set(key, promise);
  }
  return promise;
}
