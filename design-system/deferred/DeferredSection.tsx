import {
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { flushSync } from "react-dom";
import type { PreloadableComponent } from "./lazy-component";
import { NEAR_VIEWPORT_MARGIN } from "../hooks/useNearViewport";
import type { CarriedInput } from "./carry-over-input";
import { HeldLinkFollower } from "./held-link-follower";
import { HydratingModules } from "./hydrating-modules";

/**
 * What carries typed input and the focus into the live section: needed only when a section goes
 * live, so it loads beside the section's chunk (issue 17). Without it the section still goes live.
 */
const loadCarryOver = () =>
  import("./carry-over-input").then(
    (module) => module.carryOverInput,
    () => null,
  );

/** The server's HTML of the section with this id, when this document is being hydrated. */
export function serverHtmlOf(id: string): string | null {
  if (typeof document === "undefined") return null;
  return document.getElementById(id)?.innerHTML ?? null;
}

/**
 * The wrapper adds no box: the section lays out as if it were its parent's child (the page's
 * first section under an overlaid header is found through it, GlobalStyle.tsx).
 */
const noBox = { display: "contents" } as const;

/**
 * The browser is hydrating the page the server rendered (not navigating within the site): a
 * DeferredSection keeps the server's HTML, so a block need not load its chunk before hydrating.
 */
export function hydratingFirstPage(): boolean {
  return typeof document !== "undefined" && !document.documentElement.hasAttribute("data-hydrated");
}

/** Data the page the server rendered was hydrated with, by the sections rendered from it. */
const firstPageData = new WeakSet<object>();

/**
 * What a page must wait for before it renders a DeferredSection of `section` from `data` (a
 * block's `sectionsFor`): nothing for the data the first page was hydrated with, whose section
 * keeps the server's HTML until it comes near (later renders of the same data included); the
 * section's chunk for any other data (a client navigation's), which has no server HTML to keep.
 */
export function deferredSectionLoad(
  data: object,
  section: Pick<PreloadableComponent<never>, "loaded" | "preload">,
): Promise<void> | undefined {
  if (section.loaded()) return undefined;
  if (hydratingFirstPage()) firstPageData.add(data);
  return firstPageData.has(data) ? undefined : section.preload();
}

export interface DeferredSectionProps<P extends object> {
  /** The section, in a chunk of its own (`lazyComponent`). */
  component: PreloadableComponent<P>;
  props: P;
  /** In a client render (a navigation) while the chunk loads: a box of the section's size. */
  fallback: ReactNode;
  /** The chunk is in already (preloaded with the block): hydrate the section at once. */
  loaded?: boolean;
  /**
   * What the server's markup shows that can change while it is held (a count, a page): when it
   * changes, the markup is out of date, so the section loads and goes live at once.
   */
  markupKey?: string;
}

/**
 * A section below the first view, or hidden at this width (the desktop menu on a phone), whose
 * code loads only when it is needed (issue 17, decision 0028 addendum). The server renders it as
 * usual. On the first load the browser keeps the server's HTML as it is (React takes it as the
 * wrapper's inner HTML, so nothing is hydrated and nothing can suspend) until the section comes
 * near the viewport (NEAR_VIEWPORT_MARGIN; a hidden section never does) or the visitor touches or
 * focuses it; then the chunk loads and the live section replaces the same markup in one commit
 * (what was typed or ticked meanwhile is carried over, and the focus; a form sent or a button
 * pressed meanwhile is sent or pressed in the live section). No Suspense boundary is left
 * dehydrated, so an update after hydration (the compare selection) cannot drop the server's HTML
 * for a fallback. In a client render there is no server HTML: the section renders, behind
 * `fallback` while its chunk loads. A section whose chunk is `loaded` hydrates as usual.
 */
export function DeferredSection<P extends object>({
  component: Section,
  props,
  fallback,
  loaded = false,
  markupKey,
}: DeferredSectionProps<P>) {
  // useId is the server's while hydrating, so only then does an element of this id exist.
  const id = `deferred-${useId()}`;
  const [serverHtml] = useState(() => serverHtmlOf(id));
  const [live, setLive] = useState(serverHtml === null || loaded);
  const [markupShows] = useState(markupKey);
  const wrapper = useRef<HTMLDivElement>(null);
  const followLink = useContext(HeldLinkFollower);
  const carried = useRef<CarriedInput | null>(null);
  /** The position of a form the visitor submitted before the section was live. */
  const pendingSubmit = useRef<number | null>(null);
  /** The position of a button the visitor pressed before the section was live. */
  const pendingPress = useRef<number | null>(null);
  /** A pointer is down on the markup: its click has not come yet. */
  const pressing = useRef(false);
  /** The swap the code's arrival asked for while a pointer was down. */
  const swapOnRelease = useRef<(() => void) | null>(null);
  const load = useCallback(() => {
    void Promise.all([Section.preload(), loadCarryOver()]).then(([, carryOverInput]) => {
      const swap = () => {
        // Read and swapped in one go: no keystroke falls between.
        carried.current =
          wrapper.current && carryOverInput ? carryOverInput(wrapper.current) : null;
        flushSync(() => setLive(true));
      };
      // Not between a press's pointerdown and its click: the markup's button would leave the
      // page under the pointer, and the browser gives such a click to no button.
      if (pressing.current) swapOnRelease.current = swap;
      else swap();
    });
  }, [Section]);

  /*
   * A pointer down on the markup starts loading the code; the swap waits for its release, and
   * for the click that follows it in the same task, which is held and given to the live button.
   */
  const startPress = () => {
    pressing.current = true;
    const release = () => {
      removeEventListener("pointerup", release, true);
      removeEventListener("pointercancel", release, true);
      pressing.current = false;
      const swap = swapOnRelease.current;
      swapOnRelease.current = null;
      if (swap) setTimeout(swap);
    };
    // Anywhere: the pointer may be released away from the section.
    addEventListener("pointerup", release, true);
    addEventListener("pointercancel", release, true);
    load();
  };

  useEffect(() => {
    if (live) return;
    const target = wrapper.current?.firstElementChild;
    if (!target || typeof IntersectionObserver === "undefined") return load();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [live, load]);

  useEffect(() => {
    if (!live && markupKey !== markupShows) load();
  }, [live, markupKey, markupShows, load]);

  useEffect(() => {
    if (!live || !wrapper.current) return;
    const input = carried.current;
    carried.current = null;
    input?.restoreIn(wrapper.current);
    const submitted = pendingSubmit.current;
    pendingSubmit.current = null;
    // Only what was typed is sent: without the carrier (its chunk failed) the live form is empty.
    const form =
      submitted === null || !input
        ? undefined
        : wrapper.current.querySelectorAll("form")[submitted];
    // After the render the restored input causes, so the live form's state has it.
    if (form) setTimeout(() => form.isConnected && form.requestSubmit());
    // A press needs no carried input: it is given to the live button even without the carrier.
    const pressed = pendingPress.current;
    pendingPress.current = null;
    const button =
      pressed === null ? undefined : wrapper.current.querySelectorAll("button")[pressed];
    if (button) setTimeout(() => button.isConnected && button.click());
  }, [live]);

  /*
   * The markup's form has no handler yet: submitted as it is, the browser would send its fields
   * in the page's URL (a name, a phone number, an e-mail in the address bar and the server's
   * logs). It is held instead, and the live form submits what was typed once it is in.
   */
  const holdSubmit = (event: FormEvent<HTMLDivElement>) => {
    event.preventDefault();
    const forms = [...(wrapper.current?.querySelectorAll("form") ?? [])];
    pendingSubmit.current = Math.max(0, forms.indexOf(event.target as HTMLFormElement));
    load();
  };

  /*
   * A button in the markup does nothing yet (a menu's dropdown, a toggle): its press is held,
   * and given to the live section's button once it is in. A form's submit button is the submit
   * above's to hold.
   */
  const holdPress = (event: MouseEvent<HTMLDivElement>) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (!button || (button.type === "submit" && button.form)) return;
    const buttons = [...(wrapper.current?.querySelectorAll("button") ?? [])];
    pendingPress.current = buttons.indexOf(button);
    load();
  };

  if (!live) {
    return (
      // What is interactive is inside (links, buttons: Enter on them is a click too); the
      // wrapper only hears their events.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div
        key="server"
        id={id}
        ref={wrapper}
        data-deferred=""
        style={noBox}
        onPointerDownCapture={startPress}
        onFocusCapture={load}
        onSubmitCapture={holdSubmit}
        onClickCapture={holdPress}
        onClick={followLink ?? undefined}
        dangerouslySetInnerHTML={{ __html: serverHtml ?? "" }}
      />
    );
  }
  return (
    <div key="live" id={id} data-deferred="" ref={wrapper} style={noBox}>
      {/* The fallback is a client render's: the server's render has the section's code, and
          the fallback it would still render sends its styles for nothing. The first load keeps
          the server's HTML: none of the section's modules hydrate with the document. */}
      <HydratingModules value={null}>
        <Suspense fallback={typeof document === "undefined" ? null : fallback}>
          <Section {...props} />
        </Suspense>
      </HydratingModules>
    </div>
  );
}
