// @vitest-environment jsdom
import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lazyComponent } from "./lazy-component";
import { DeferredSection, deferredSectionLoad } from "./DeferredSection";
import { HeldLinkFollower } from "./held-link-follower";

/** A stand-in IntersectionObserver whose entries the test announces. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe = (element: Element) => this.observed.push(element);
  disconnect = vi.fn();
  unobserve = vi.fn();
  takeRecords = () => [];
  intersect() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

/** A live section: a counter the test can click (only a hydrated or live one counts). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  const [email, setEmail] = useState("");
  const [quote, setQuote] = useState(false);
  return (
    <section>
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
      <input
        name="email"
        aria-label="E-mail"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <input
        type="checkbox"
        name="quote"
        aria-label="Quote"
        checked={quote}
        onChange={(event) => setQuote(event.target.checked)}
      />
      <output>{`${email} ${quote ? "with" : "without"} quote`}</output>
    </section>
  );
}

const submitted: string[] = [];

/** A live form: what it submits is recorded (only a live one has the handler). */
function SignUp() {
  const [email, setEmail] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted.push(email);
      }}
    >
      <input
        name="email"
        aria-label="E-mail"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <button type="submit">Send</button>
    </form>
  );
}

function deferredCounter() {
  const load = vi.fn(() => Promise.resolve(Counter));
  return { load, Section: lazyComponent(load) };
}

/**
 * Until the section's chunk and the input carrier (a dynamic import, slower on a loaded machine)
 * are in, and the render they cause is done.
 */
const flush = () =>
  act(async () => {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe("DeferredSection", () => {
  let root: Root | undefined;
  let container: HTMLElement;

  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    container = document.createElement("div");
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    vi.unstubAllGlobals();
  });

  /** The server's HTML of the page (its module loaded there), then the browser's hydration. */
  async function hydrateServerPage() {
    const server = deferredCounter();
    await server.Section.preload();
    const page = (Section: typeof server.Section) => (
      <main>
        <DeferredSection component={Section} props={{ label: "Clicks" }} fallback={<p>…</p>} />
      </main>
    );
    container.innerHTML = renderToString(page(server.Section));
    const serverHtml = container.innerHTML;
    const browser = deferredCounter();
    await act(async () => {
      root = hydrateRoot(container, page(browser.Section));
    });
    return { serverHtml, load: browser.load };
  }

  it("keeps the server's HTML without loading the section's code while it is far away", async () => {
    const { serverHtml, load } = await hydrateServerPage();
    expect(container.innerHTML).toBe(serverHtml);
    expect(load).not.toHaveBeenCalled();
    // The server's markup is there but not live: a click changes nothing.
    act(() => screen.getByRole("button", { name: "Clicks 0" }).click());
    expect(screen.getByRole("button", { name: "Clicks 0" })).toBeTruthy();
    // It watches the section's own element (the wrapper has no box).
    expect(FakeObserver.instances.at(-1)?.observed.map((element) => element.tagName)).toEqual([
      "SECTION",
    ]);
  });

  it("loads the code near the viewport and swaps in the live section, same markup", async () => {
    const { serverHtml, load } = await hydrateServerPage();
    act(() => FakeObserver.instances.at(-1)?.intersect());
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole("button", { name: "Clicks 0" }).click());
    expect(screen.getByRole("button", { name: "Clicks 1" })).toBeTruthy();
    // The same elements as the server's.
    const elementsOf = (root: ParentNode) =>
      [...root.querySelectorAll("section *")].map((element) => element.tagName);
    const server = document.createElement("div");
    server.innerHTML = serverHtml;
    expect(elementsOf(container)).toEqual(elementsOf(server));
  });

  it("loads the code when the visitor focuses a field first, and focuses it again", async () => {
    const { load } = await hydrateServerPage();
    act(() => screen.getByRole("textbox", { name: "E-mail" }).focus());
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    const field = screen.getByRole("textbox", { name: "E-mail" });
    expect(document.activeElement).toBe(field);
    act(() => screen.getByRole("button", { name: "Clicks 0" }).click());
    expect(screen.getByRole("button", { name: "Clicks 1" })).toBeTruthy();
  });

  it("focuses the same button again when the visitor tabbed onto it first", async () => {
    const { load } = await hydrateServerPage();
    act(() => screen.getByRole("button", { name: "Clicks 0" }).focus());
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    const button = screen.getByRole("button", { name: "Clicks 0" });
    expect(document.activeElement).toBe(button);
    // The live button (a click counts), not the server's markup.
    act(() => button.click());
    expect(screen.getByRole("button", { name: "Clicks 1" })).toBe(document.activeElement);
  });

  it("carries what was typed and ticked before the code came into the live section", async () => {
    await hydrateServerPage();
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "E-mail" });
    // Typed into the server's markup (no React yet), ticked, and the focus left in the field.
    field.value = "anna@example.se";
    screen.getByRole<HTMLInputElement>("checkbox", { name: "Quote" }).checked = true;
    act(() => field.focus());
    await flush();
    expect(screen.getByRole("status").textContent).toBe("anna@example.se with quote");
    expect(screen.getByRole("textbox", { name: "E-mail" })).toBe(document.activeElement);
    expect(screen.getByRole("textbox", { name: "E-mail" })).not.toBe(field);
  });

  /** The server's counter, hydrated while the browser's chunk is held; `arrive` lets it in. */
  async function hydrateWithChunkHeld() {
    const server = deferredCounter();
    await server.Section.preload();
    const page = (Section: typeof server.Section) => (
      <DeferredSection component={Section} props={{ label: "Clicks" }} fallback={<p>…</p>} />
    );
    container.innerHTML = renderToString(page(server.Section));
    let arrive: (component: typeof Counter) => void = () => undefined;
    const browser = lazyComponent(
      () => new Promise<typeof Counter>((resolve) => (arrive = resolve)),
    );
    await act(async () => {
      root = hydrateRoot(container, page(browser));
    });
    return { arrive: () => act(async () => arrive(Counter)) };
  }

  it("presses a button pressed before the code came in the live section once it is in", async () => {
    const { arrive } = await hydrateWithChunkHeld();
    // A press on the server's markup (a menu's dropdown button): nothing handles it yet.
    const pressed = screen.getByRole("button", { name: "Clicks 0" });
    act(() => pressed.click());
    expect(screen.getByRole("button", { name: "Clicks 0" })).toBe(pressed);
    await arrive();
    await flush();
    // The live section's button was pressed, once.
    expect(screen.getByRole("button", { name: "Clicks 1" })).not.toBe(pressed);
  });

  it("waits for a press's click before swapping when the code comes while the pointer is down", async () => {
    const { arrive } = await hydrateWithChunkHeld();
    const pressed = screen.getByRole("button", { name: "Clicks 0" });
    // The pointer goes down on the markup's button and starts the code's load…
    fireEvent.pointerDown(pressed);
    // …which comes before the pointer is released: the button stays under the pointer.
    await arrive();
    await flush();
    expect(screen.getByRole("button", { name: "Clicks 0" })).toBe(pressed);
    // The release and its click, as the browser sends them: on the same button.
    act(() => {
      fireEvent.pointerUp(pressed);
      pressed.click();
    });
    await flush();
    expect(screen.getByRole("button", { name: "Clicks 1" })).not.toBe(pressed);
  });

  it("swaps once the pointer is released anywhere, without a click", async () => {
    const { arrive } = await hydrateWithChunkHeld();
    const pressed = screen.getByRole("button", { name: "Clicks 0" });
    fireEvent.pointerDown(pressed);
    await arrive();
    await flush();
    act(() => void fireEvent.pointerCancel(document.body));
    await flush();
    expect(screen.getByRole("button", { name: "Clicks 0" })).not.toBe(pressed);
  });

  it("gives a held press to the live button even when the input carrier's chunk fails to load", async () => {
    vi.doMock("./carry-over-input", () => {
      throw new Error("chunk failed");
    });
    try {
      const { arrive } = await hydrateWithChunkHeld();
      const pressed = screen.getByRole("button", { name: "Clicks 0" });
      act(() => pressed.click());
      await arrive();
      await flush();
      expect(screen.getByRole("button", { name: "Clicks 1" })).not.toBe(pressed);
    } finally {
      vi.doUnmock("./carry-over-input");
    }
  });

  it("holds a form submitted before the code came, and submits what was typed once live", async () => {
    submitted.length = 0;
    const server = lazyComponent(() => Promise.resolve(SignUp));
    await server.preload();
    const page = (Section: typeof server) => (
      <DeferredSection component={Section} props={{}} fallback={<p>…</p>} />
    );
    container.innerHTML = renderToString(page(server));
    let arrive: (component: typeof SignUp) => void = () => undefined;
    const browser = lazyComponent(
      () => new Promise<typeof SignUp>((resolve) => (arrive = resolve)),
    );
    await act(async () => {
      root = hydrateRoot(container, page(browser));
    });
    // Typed into the server's markup and sent at once, before the code is in.
    const field = screen.getByRole<HTMLInputElement>("textbox", { name: "E-mail" });
    field.value = "anna@example.se";
    const form = container.querySelector("form");
    const sent = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    act(() => form?.dispatchEvent(sent));
    // The browser's own submission (the fields in the page's URL) did not happen.
    expect(sent.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);
    await act(async () => arrive(SignUp));
    await flush();
    expect(submitted).toEqual(["anna@example.se"]);
    expect(container.querySelector("form")).not.toBe(form);
  });

  it("goes live at once when what its markup shows changes while held (markupKey)", async () => {
    const server = deferredCounter();
    await server.Section.preload();
    const page = (Section: typeof server.Section, label: string) => (
      <DeferredSection
        component={Section}
        props={{ label }}
        fallback={<p>…</p>}
        markupKey={label}
      />
    );
    container.innerHTML = renderToString(page(server.Section, "Clicks"));
    const browser = deferredCounter();
    await act(async () => {
      root = hydrateRoot(container, page(browser.Section, "Clicks"));
    });
    // The same key (a re-render with what the markup shows): still held, nothing loaded.
    await act(async () => root?.render(page(browser.Section, "Clicks")));
    await flush();
    expect(browser.load).not.toHaveBeenCalled();
    // Far from the viewport, but the markup's text is out of date: the live section replaces it.
    await act(async () => root?.render(page(browser.Section, "Taps")));
    await flush();
    expect(browser.load).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole("button", { name: "Taps 0" }).click());
    expect(screen.getByRole("button", { name: "Taps 1" })).toBeTruthy();
  });

  it("gives a click on a link of the kept HTML to the app's follower, if it has one", async () => {
    const Teaser = () => (
      <section>
        <a href="/kop-bil">Alla bilar</a>
      </section>
    );
    const server = lazyComponent(() => Promise.resolve(Teaser));
    await server.preload();
    container.innerHTML = renderToString(
      <DeferredSection component={server} props={{}} fallback={null} />,
    );
    const browser = lazyComponent(() => Promise.resolve(Teaser));
    const follow = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    await act(async () => {
      root = hydrateRoot(
        container,
        <HeldLinkFollower.Provider value={follow}>
          <DeferredSection component={browser} props={{}} fallback={null} />
        </HeldLinkFollower.Provider>,
      );
    });
    const navigated = fireEvent.click(screen.getByRole("link", { name: "Alla bilar" }));
    expect(follow).toHaveBeenCalledTimes(1);
    expect(navigated).toBe(false);
    expect(browser.loaded()).toBe(false);
  });

  it("leaves a click on a link of the kept HTML to the browser without a follower", async () => {
    const { load } = await hydrateServerPage();
    const link = document.createElement("a");
    link.href = "/kop-bil";
    link.textContent = "Alla bilar";
    container.querySelector("section")?.append(link);
    expect(fireEvent.click(link)).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it("renders the section in a client render (a navigation), behind the fallback while loading", async () => {
    let arrive: (component: typeof Counter) => void = () => undefined;
    const Section = lazyComponent(
      () => new Promise<typeof Counter>((resolve) => (arrive = resolve)),
    );
    await act(async () => {
      render(
        <DeferredSection component={Section} props={{ label: "Clicks" }} fallback={<p>…</p>} />,
      );
    });
    expect(screen.getByText("…")).toBeTruthy();
    await act(async () => arrive(Counter));
    act(() => screen.getByRole("button", { name: "Clicks 0" }).click());
    expect(screen.getByRole("button", { name: "Clicks 1" })).toBeTruthy();
  });
});

describe("deferredSectionLoad", () => {
  afterEach(() => document.documentElement.removeAttribute("data-hydrated"));

  const section = () => {
    let loaded = false;
    return {
      loaded: () => loaded,
      preload: vi.fn(async () => {
        loaded = true;
      }),
    };
  };

  it("waits for nothing for the data the first page hydrates with, later renders included", () => {
    const sectionOfPage = section();
    const firstPage = { cars: [1] };
    expect(deferredSectionLoad(firstPage, sectionOfPage)).toBeUndefined();
    document.documentElement.setAttribute("data-hydrated", "");
    expect(deferredSectionLoad(firstPage, sectionOfPage)).toBeUndefined();
    expect(sectionOfPage.preload).not.toHaveBeenCalled();
  });

  it("waits for the section's chunk for a client navigation's data, and not once it is in", async () => {
    const sectionOfPage = section();
    document.documentElement.setAttribute("data-hydrated", "");
    const navigated = { cars: [2] };
    await deferredSectionLoad(navigated, sectionOfPage);
    expect(sectionOfPage.preload).toHaveBeenCalledTimes(1);
    expect(deferredSectionLoad(navigated, sectionOfPage)).toBeUndefined();
  });
});
