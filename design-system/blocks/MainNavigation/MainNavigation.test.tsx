// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forwardRef } from "react";
import { LinkProvider, type LinkComponentProps } from "../../primitives/LinkProvider";
import { installDialogPolyfill } from "../../primitives/overlay-shared/jsdomDialog";
import { storyTranslate } from "../../stories/texts";
import { preloadLazyComponents } from "../../deferred/lazy-component";
import { MainNavigation, type MainNavigationProps } from "./MainNavigation";
import { mainNavigationLabels } from "./labels";
import {
  demoExtraItems,
  demoLanguages,
  demoMenu,
  demoMenuWithOverflow,
} from "./MainNavigation.fixtures";

beforeAll(installDialogPolyfill);
// The desktop menu is a chunk of its own (loaded when it shows): in before the first render here.
beforeAll(preloadLazyComponents);
afterEach(() => vi.useRealTimers());

/** Stands in for the router link: follows nothing (jsdom cannot navigate). */
const StayingLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function StayingLink(
  { href, children, onClick, ...rest },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
});

function renderNavigation(props: Partial<MainNavigationProps> = {}) {
  return render(
    <LinkProvider value={StayingLink}>
      <MainNavigation
        logo={<svg role="img" aria-label="Automotive" />}
        homeLabel="Automotive, till startsidan"
        items={demoMenu()}
        extraItems={demoExtraItems}
        languages={demoLanguages.slice(0, 1)}
        currentLanguage="sv"
        currentPath="/om-oss"
        labels={mainNavigationLabels(storyTranslate)}
        {...props}
      />
      <main id="main-content">Innehåll</main>
      <button type="button">Utanför</button>
    </LinkProvider>,
  );
}

/*
 * jsdom applies no media queries: the desktop menu and the hamburger both show, so both
 * behaviours are tested here. Which one a screen width shows is tested in Storybook (Chromium).
 */
const desktopNav = () => screen.getByRole("navigation", { name: "Huvudmeny" });
const inDesktop = (role: string, name: string | RegExp) =>
  within(desktopNav()).getByRole(role, { name });
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute("aria-controls") ?? "") as HTMLElement;

describe("MainNavigation", () => {
  it("links the logo home to / and puts the skip link first", () => {
    renderNavigation();
    const links = screen.getAllByRole("link");
    expect(links[0]).toHaveTextContent("Hoppa till innehållet");
    expect(links[0]).toHaveAttribute("href", "#main-content");
    expect(screen.getByRole("link", { name: "Automotive, till startsidan" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("drops hidden items (and hidden children)", () => {
    renderNavigation();
    expect(screen.queryByText("Vinterkampanj (dold)")).toBeNull();
    expect(screen.queryByText("Hjulskifte (dold)")).toBeNull();
    expect(screen.queryByText("Press (dold)")).toBeNull();
    expect(screen.getByText("Däckhotell")).toBeInTheDocument();
  });

  it("marks the current page's link with aria-current and its ancestors as selected", () => {
    renderNavigation({ currentPath: "/kop-bil/nya-bilar" });
    const current = screen.getByRole("link", { name: "Nya bilar", hidden: true });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(inDesktop("button", "Köp bil")).toHaveAttribute("data-selected");
    expect(inDesktop("button", /Service/)).not.toHaveAttribute("data-selected");
    const others = screen
      .getAllByRole("link", { hidden: true })
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(others).toEqual([current]);
  });

  it("is a disclosure: Enter opens the dropdown, Esc closes it and returns focus", async () => {
    const user = userEvent.setup();
    renderNavigation();
    const button = inDesktop("button", "Köp bil");
    const panel = panelOf(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).not.toBeVisible();

    button.focus();
    await user.keyboard("{Enter}");
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).toBeVisible();
    expect(
      within(panel as HTMLElement).getByRole("link", { name: "Allt inom Köp bil" }),
    ).toHaveAttribute("href", "/kop-bil");

    await user.tab();
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("Space toggles, and one dropdown is open at a time", async () => {
    const user = userEvent.setup();
    renderNavigation();
    const koepBil = inDesktop("button", "Köp bil");
    const service = inDesktop("button", "Service och verkstad");
    koepBil.focus();
    await user.keyboard(" ");
    expect(koepBil).toHaveAttribute("aria-expanded", "true");
    await user.click(service);
    expect(service).toHaveAttribute("aria-expanded", "true");
    expect(koepBil).toHaveAttribute("aria-expanded", "false");
    await user.click(service);
    expect(service).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when focus leaves the header or a link in it is followed", async () => {
    const user = userEvent.setup();
    renderNavigation();
    const button = inDesktop("button", "Om oss");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    act(() => screen.getByRole("button", { name: "Utanför" }).focus());
    expect(button).toHaveAttribute("aria-expanded", "false");

    await user.click(button);
    await user.click(screen.getByRole("link", { name: "Jobba hos oss" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("opens on mouse hover and closes 200ms after leaving the button, 600ms after the panel", () => {
    vi.useFakeTimers();
    renderNavigation();
    const button = inDesktop("button", "Köp bil");
    const panel = panelOf(button);
    const outside = screen.getByRole("main");
    // React derives pointerenter/leave from pointerout on the element the pointer leaves.
    const move = (from: Element, to: Element, pointerType = "mouse") =>
      fireEvent.pointerOut(from, { pointerType, relatedTarget: to });

    move(outside, button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    move(button, outside);
    act(() => vi.advanceTimersByTime(199));
    expect(button).toHaveAttribute("aria-expanded", "true");
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute("aria-expanded", "false");

    move(outside, button);
    move(button, panel);
    act(() => vi.advanceTimersByTime(1000));
    expect(button).toHaveAttribute("aria-expanded", "true");
    move(panel, outside);
    act(() => vi.advanceTimersByTime(599));
    expect(button).toHaveAttribute("aria-expanded", "true");
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAttribute("aria-expanded", "false");

    // Touch has no hover: only a press opens.
    move(outside, button, "touch");
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("shows call-to-action items as buttons (links)", () => {
    renderNavigation();
    expect(inDesktop("link", "Boka service")).toHaveAttribute("href", "/service/boka");
  });

  it("moves top-level items beyond the bar's room into 'More'", async () => {
    const user = userEvent.setup();
    renderNavigation({ items: demoMenuWithOverflow() });
    const more = inDesktop("button", "Mer");
    const topButtons = within(desktopNav())
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(topButtons).toEqual(["Köp bil", "Service och verkstad", "Om oss", "Mer"]);
    await user.click(more);
    const panel = panelOf(more);
    expect(within(panel).getByRole("link", { name: "Laddboxar" })).toBeVisible();
    expect(within(panel).getByRole("link", { name: "Företagsleasing" })).toBeVisible();
  });

  it("hides the language switcher with one language and shows it with two", async () => {
    const user = userEvent.setup();
    const { unmount } = renderNavigation();
    expect(screen.queryByRole("button", { name: /Språk/ })).toBeNull();
    unmount();

    renderNavigation({ languages: demoLanguages });
    const switcher = screen.getByRole("button", { name: "Språk: Svenska" });
    await user.click(switcher);
    const english = screen.getByRole("link", { name: "English" });
    expect(english).toHaveAttribute("href", "/en");
    expect(english).toHaveAttribute("hreflang", "en");
    expect(screen.getByRole("link", { name: "Svenska" })).toHaveAttribute("aria-current", "true");
  });

  it("without navigation (it failed to load) still shows the logo and the extra items", () => {
    renderNavigation({ items: null });
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.getByRole("link", { name: "Automotive, till startsidan" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kundservice" })).toHaveAttribute("href", "/kontakt");
    expect(screen.getByRole("link", { name: /Mina sidor/ })).toHaveAttribute("target", "_blank");
  });

  it("is transparent on the home path when asked, and solid after 100px of scrolling", () => {
    renderNavigation({ currentPath: "/", transparentOnHome: true });
    const header = screen.getByRole("banner");
    expect(header).toHaveAttribute("data-transparent");
    act(() => {
      window.scrollY = 101;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).not.toHaveAttribute("data-transparent");
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event("scroll"));
    });
    expect(header).toHaveAttribute("data-transparent");
  });

  it("is solid on other paths even when asked to be transparent", () => {
    renderNavigation({ currentPath: "/om-oss", transparentOnHome: true });
    expect(screen.getByRole("banner")).not.toHaveAttribute("data-transparent");
    expect(screen.getByRole("banner")).not.toHaveAttribute("data-overlay");
  });
});

describe("MainNavigation mobile menu", () => {
  it("opens, drills into a sub-item, goes back, and closes when a link is followed", async () => {
    const user = userEvent.setup();
    renderNavigation({ languages: demoLanguages });
    const hamburger = screen.getByRole("button", { name: "Meny" });
    expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await user.click(hamburger);

    // The panel's code loads on the first opening (issue 17).
    const dialog = await screen.findByRole("dialog", { name: "Meny" });
    const drill = within(dialog).getByRole("button", { name: "Köp bil" });
    expect(within(dialog).getByRole("link", { name: "English" })).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Kundservice" })).toBeInTheDocument();

    await user.click(drill);
    const back = within(dialog).getByRole("button", { name: "Tillbaka" });
    expect(back).toHaveFocus();
    expect(within(dialog).getByRole("heading", { name: "Köp bil" })).toBeInTheDocument();
    // Three levels: Köp bil > Nya bilar / Begagnade bilar > brands.
    expect(within(dialog).getAllByRole("link", { name: "BMW" })).toHaveLength(2);
    expect(within(dialog).getByRole("link", { name: "Sälj din bil" })).toHaveAttribute(
      "href",
      "/salj-bil",
    );

    await user.click(back);
    expect(within(dialog).getByRole("button", { name: "Köp bil" })).toHaveFocus();

    await user.click(within(dialog).getByRole("link", { name: "Finansiering" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(hamburger).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on a new page", async () => {
    const user = userEvent.setup();
    const props = {
      logo: <svg role="img" aria-label="Automotive" />,
      homeLabel: "Automotive, till startsidan",
      items: demoMenu(),
      labels: mainNavigationLabels(storyTranslate),
    };
    const { rerender } = render(<MainNavigation {...props} currentPath="/" />);
    await user.click(screen.getByRole("button", { name: "Meny" }));
    expect(await screen.findByRole("dialog", { name: "Meny" })).toBeInTheDocument();
    rerender(<MainNavigation {...props} currentPath="/om-oss" />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
