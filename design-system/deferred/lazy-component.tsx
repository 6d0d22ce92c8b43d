import { use, useContext, type ComponentType, type JSX } from "react";
import { HydratingModules, importsOf } from "./hydrating-modules";

/** A component loaded on demand that can be loaded ahead of its first render. */
export interface PreloadableComponent<P extends object> {
  (props: P): JSX.Element;
  /** Loads the component's module (once); after it resolves, renders need no Suspense. */
  preload(): Promise<void>;
  /** True once the module is in (a render will not suspend). */
  loaded(): boolean;
}

/** Every lazy component the modules imported so far have made. */
const madeSoFar = new Set<{ preload(): Promise<void> }>();

/**
 * Loads every lazy component made so far: Storybook's preview and the tests render the parts
 * the design system defers (the desktop menu, the sidebar's pin) at once, as a page's server
 * render does. One whose module fails to load does not hold up the others (its render throws
 * to its error boundary, as on a page).
 */
export async function preloadLazyComponents(): Promise<void> {
  await Promise.allSettled([...madeSoFar].map((component) => component.preload()));
}

/**
 * Like `React.lazy`, but `preload()` resolves it ahead of rendering: a block preloads its lazy
 * sections with its own chunk (`BlockBinding.preload`, decision 0028), so the page hydrates
 * them in the same pass. `React.lazy` suspends on its first render even when its module is in,
 * and a section still suspended while the page hydrated was re-rendered empty by the first
 * context change (the compare selection read after mounting): the footer jumped into view.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let preloading: Promise<void> | undefined;
  let moduleIds: readonly string[] = [];
  const start = () => {
    if (!loading) {
      const imports = importsOf(load);
      moduleIds = imports.moduleIds;
      loading = imports.value.then((component) => (Loaded = component));
    }
    return loading;
  };
  function LazyComponent(props: P): JSX.Element {
    const noteHydrating = useContext(HydratingModules);
    const Component = Loaded ?? use(start());
    noteHydrating?.(moduleIds);
    return <Component {...props} />;
  }
  // One promise for every caller, so a render may `use` it.
  LazyComponent.preload = () => (preloading ??= start().then(() => undefined));
  LazyComponent.loaded = () => Loaded !== undefined;
  madeSoFar.add(LazyComponent);
  return LazyComponent;
}
