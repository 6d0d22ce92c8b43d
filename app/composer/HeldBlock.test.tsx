// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { HydratingModules, lazyComponent } from "../../design-system";
import { defineBlock, defineBlockLoader, type BlockBinding, type BlockRegistry } from "./block";
import { requiredTextField } from "./fields";
import { HeldRenderingsContext, type HeldRenderings } from "./held-renderings";
import { holdStaticRenderings } from "./hold-renderings.server";
import { HeldBlock } from "./HeldBlock";
import { lazyBlock } from "./lazy-block";
import { Placeholder } from "./Placeholder";
import {
  prepareRenderings,
  type PreparedRendering,
  type PreparedRoute,
} from "./prepare-renderings.server";
import { testBlockContext } from "./test-context";

const promoLoader = defineBlockLoader(z.object({ fields: z.object({ Title: requiredTextField }) }));
/** A static block: markup and links only. */
const promoBlock = defineBlock<typeof promoLoader>(({ fields }) => (
  <section>
    <h2>{fields.Title.value}</h2>
    <a href="/kop-bil">Cars</a>
    <a href="/kop-bil" target="_blank">
      Cars in a new tab
    </a>
    <a href="/-/media/prices.pdf">Price list</a>
    <a href="https://other.example/">Elsewhere</a>
  </section>
));

/** The page's renderings as the server prepares them (a navigation's data ships these whole). */
const whole = (): PreparedRendering[] =>
  prepareRenderings(
    [
      {
        componentName: "Promo",
        uid: "p1",
        fields: { Title: { value: "Winter tyres" } },
        params: {},
      },
    ],
    { Promo: promoLoader },
    { path: "/" },
  );

/** A registry of its own, as the server and the browser each have their own modules. */
function registryOf() {
  const load = vi.fn(() => Promise.resolve(promoBlock as BlockBinding));
  const registry: BlockRegistry = { Promo: lazyBlock(load, { static: true }) };
  return { load, registry };
}

/** A router over the page (its data: `renderings`) and a car list whose data waits for `gate`. */
function routerOf(registry: BlockRegistry, renderings: PreparedRendering[], gate: Promise<void>) {
  function Page() {
    const data = useLoaderData() as PreparedRendering[];
    return (
      <main>
        <Placeholder renderings={data} registry={registry} context={testBlockContext()} />
      </main>
    );
  }
  return createMemoryRouter(
    [
      { id: "page", path: "/", Component: Page, loader: () => whole() },
      { path: "/kop-bil", loader: () => gate.then(() => null), Component: () => <p>Car list</p> },
    ],
    { hydrationData: { loaderData: { page: renderings } } },
  );
}

/** The document's data: the server's stubs, and the whole renderings only the server has. */
function documentData() {
  const held: HeldRenderings = new WeakMap();
  const route = { placeholders: { main: whole() } } as unknown as PreparedRoute;
  const stubs = holdStaticRenderings(route, registryOf().registry, held).placeholders.main ?? [];
  return { stubs, held };
}

describe("HeldBlock (decision 0049)", () => {
  let root: Root | undefined;
  let container: HTMLElement;
  let openGate: () => void;
  let gate: Promise<void>;

  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
    gate = new Promise((resolve) => (openGate = resolve));
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    vi.restoreAllMocks();
  });

  /** The server's HTML of the page, then the browser's hydration with the document's data. */
  async function hydrateServerPage() {
    const { stubs, held } = documentData();
    const server = registryOf();
    await server.registry.Promo?.preload?.();
    await (server.registry.Promo as ReturnType<typeof lazyBlock>).load();
    container.innerHTML = renderToString(
      <HeldRenderingsContext value={held}>
        <RouterProvider router={routerOf(server.registry, stubs, gate)} />
      </HeldRenderingsContext>,
    );
    const serverHtml = container.innerHTML;
    const browser = registryOf();
    const router = routerOf(browser.registry, stubs, gate);
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={router} />, {
        onRecoverableError: recoverable,
      });
    });
    return { serverHtml, stubs, load: browser.load, router, recoverable };
  }

  it("keeps the server's HTML of a static block: no props in the data, no code, no hydration", async () => {
    const { serverHtml, stubs, load, recoverable } = await hydrateServerPage();
    expect(stubs).toEqual([{ componentName: "Promo", uid: "p1", held: true }]);
    expect(serverHtml).toContain("<h2>Winter tyres</h2>");
    expect(container.innerHTML).toBe(serverHtml);
    expect(screen.getByRole("heading", { name: "Winter tyres" })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("follows a page link through the router, asking for the block's code as it starts", async () => {
    const { load, router } = await hydrateServerPage();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      screen.getByRole("link", { name: "Cars" }).dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.navigation.location?.pathname).toBe("/kop-bil");
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => openGate());
    expect(await screen.findByText("Car list")).toBeInTheDocument();
  });

  it("leaves new tabs, files, other sites and modified clicks to the browser", async () => {
    const { router } = await hydrateServerPage();
    // After React's listeners (on the root): what they left to the browser, then stopped here,
    // as jsdom does not navigate.
    let leftToBrowser = false;
    const afterReact = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener("click", afterReact);
    const clicks: [string, MouseEventInit][] = [
      ["Cars in a new tab", {}],
      ["Price list", {}],
      ["Elsewhere", {}],
      ["Cars", { ctrlKey: true }],
      ["Cars", { metaKey: true }],
      ["Cars", { shiftKey: true }],
      ["Cars", { altKey: true }],
      ["Cars", { button: 1 }],
    ];
    try {
      for (const [name, init] of clicks) {
        leftToBrowser = false;
        fireEvent.click(screen.getByRole("link", { name }), { button: 0, ...init });
        expect(leftToBrowser, `${name} ${JSON.stringify(init)}`).toBe(true);
        expect(router.state.navigation.state).toBe("idle");
        expect(router.state.location.pathname).toBe("/");
      }
      fireEvent.click(screen.getByRole("link", { name: "Cars" }), { button: 0 });
      expect(leftToBrowser).toBe(false);
    } finally {
      document.removeEventListener("click", afterReact);
    }
  });

  it("renders the block live from a revalidation's whole data, without losing its text meanwhile", async () => {
    const { load, router } = await hydrateServerPage();
    const seen: boolean[] = [];
    const observer = new MutationObserver(() =>
      seen.push(container.textContent?.includes("Winter tyres") ?? false),
    );
    observer.observe(container, { subtree: true, childList: true, characterData: true });
    await act(async () => {
      await router.revalidate();
    });
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    observer.disconnect();
    expect(load).toHaveBeenCalled();
    expect(seen).not.toContain(false);
    expect(container.querySelector("[data-held]")).toBeNull();
    expect(screen.getByRole("heading", { name: "Winter tyres" })).toBeInTheDocument();
  });

  it("loads the page's data again, whole, when the server's HTML of a held block is missing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { stubs } = documentData();
    const browser = registryOf();
    render(<RouterProvider router={routerOf(browser.registry, stubs, gate)} />);
    expect(await screen.findByRole("heading", { name: "Winter tyres" })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      "[composer.held-without-markup]",
      expect.objectContaining({ componentName: "Promo" }),
    );
  });
});

describe("HeldBlock and the modules a document hydrates with", () => {
  it("notes none of a held block's lazy components: the browser keeps its HTML", async () => {
    // What the server build's `import()` does (vite/browser-modules.ts): note its module, import.
    const Map = lazyComponent(() => {
      (globalThis as { __forecourtNoteImport?: (id: string) => void }).__forecourtNoteImport?.(
        "design-system/flows/Map/index.ts",
      );
      return Promise.resolve(() => <figure>Map</figure>);
    });
    await Map.preload();
    const stub: PreparedRendering = { componentName: "Promo", uid: "p1", held: true };
    const held: HeldRenderings = new WeakMap([[stub, { componentName: "Promo", uid: "p1" }]]);
    const noted: string[] = [];
    const page = (
      <HydratingModules value={(moduleIds) => noted.push(...moduleIds)}>
        <HeldBlock rendering={stub} binding={promoBlock as BlockBinding} render={() => <Map />} />
        <Map />
      </HydratingModules>
    );
    const router = createMemoryRouter([{ path: "/", element: page }]);
    const html = renderToString(
      <HeldRenderingsContext value={held}>
        <RouterProvider router={router} />
      </HeldRenderingsContext>,
    );
    expect(html.match(/<figure>Map<\/figure>/g)).toHaveLength(2);
    // Once, for the one outside the held block.
    expect(noted).toEqual(["design-system/flows/Map/index.ts"]);
  });
});
