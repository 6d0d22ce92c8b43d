// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storyTranslate } from "../../stories/texts";
import { Carousel } from "./Carousel";
import { carouselLabels } from "./labels";
import { stubIntersectingObserver, stubReducedMotion } from "../../../tests/setup/browser-apis";

/** Lays slides out side by side, 300 px each, in a 300 px viewport (jsdom has no layout). */
function fakeLayout() {
  const isSlide = (el: HTMLElement) => el.getAttribute("aria-roledescription") === "bild";
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    return 300;
  });
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    if (!isSlide(this) || !this.parentElement) return 0;
    return Array.from(this.parentElement.children).indexOf(this) * 300;
  });
  // jsdom computes no margins ("" instead of "0px"), which Embla reads for the edge gap.
  const getComputedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, "getComputedStyle").mockImplementation((element) => {
    const style = getComputedStyle(element);
    return new Proxy(style, {
      get(target, property) {
        if (property === "getPropertyValue") {
          return (name: string) => target.getPropertyValue(name) || "0px";
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  });
}

beforeEach(() => {
  fakeLayout();
  stubIntersectingObserver();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const labels = carouselLabels(storyTranslate);

const slides = ["Volvo EX30", "Volvo XC60", "Volvo EX90"].map((model) => (
  <p key={model}>{model}</p>
));

/** The three offers with a selection callback, and their dot buttons by number. */
function renderOffers() {
  const onSelect = vi.fn();
  render(
    <Carousel label="Erbjudanden" labels={labels} onSelect={onSelect}>
      {slides}
    </Carousel>,
  );
  const dot = (n: number) => screen.getByRole("button", { name: `Gå till bild ${n} av 3` });
  return { onSelect, dot };
}

describe("Carousel", () => {
  it("is a named carousel region with slides labelled n of m", () => {
    render(
      <Carousel label="Erbjudanden" labels={labels}>
        {slides}
      </Carousel>,
    );
    const region = screen.getByRole("region", { name: "Erbjudanden" });
    expect(region).toHaveAttribute("aria-roledescription", "karusell");
    const groups = within(region).getAllByRole("group");
    expect(groups).toHaveLength(3);
    expect(groups[1]).toHaveAttribute("aria-roledescription", "bild");
    expect(groups[1]).toHaveAccessibleName("2 av 3");
  });

  it("has previous and next buttons with the labels given, controlling the slides", () => {
    render(
      <Carousel label="Erbjudanden" labels={labels}>
        {slides}
      </Carousel>,
    );
    const previous = screen.getByRole("button", { name: "Föregående bild" });
    const next = screen.getByRole("button", { name: "Nästa bild" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(next).not.toHaveAttribute("aria-disabled");
    const slidesId = next.getAttribute("aria-controls");
    expect(slidesId && document.getElementById(slidesId)).toBeTruthy();
  });

  it("moves with next and the dots, reporting the index through onSelect", async () => {
    const { onSelect, dot } = renderOffers();
    expect(dot(1)).toHaveAttribute("aria-current", "true");
    await userEvent.click(screen.getByRole("button", { name: "Nästa bild" }));
    // Embla's code loads as the carousel comes near; a press before then is carried out after.
    await waitFor(() => expect(onSelect).toHaveBeenLastCalledWith(1));
    await waitFor(() => expect(dot(2)).toHaveAttribute("aria-current", "true"));
    expect(dot(1)).not.toHaveAttribute("aria-current");
    await userEvent.click(dot(3));
    expect(onSelect).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole("button", { name: "Nästa bild" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("starts Embla once near the viewport, carrying out the presses made before then", async () => {
    let nearNow: (() => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          nearNow = () =>
            this.report(
              [{ target, isIntersecting: true } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        disconnect() {}
      },
    );
    const { onSelect, dot } = renderOffers();
    // Off screen: the slides are not measured yet, and the presses wait, in order.
    await userEvent.click(screen.getByRole("button", { name: "Nästa bild" }));
    await userEvent.click(screen.getByRole("button", { name: "Nästa bild" }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(dot(1)).toHaveAttribute("aria-current", "true");

    act(() => nearNow?.());
    await waitFor(() => expect(onSelect).toHaveBeenLastCalledWith(2));
    expect(onSelect.mock.calls).toEqual([[1], [2]]);
    expect(dot(3)).toHaveAttribute("aria-current", "true");
  });

  it("offers a stop control for autoplay, announcing slides only while stopped", () => {
    render(
      <Carousel label="Kampanjer" autoplay labels={labels}>
        {slides}
      </Carousel>,
    );
    expect(screen.getByRole("button", { name: "Stoppa bildspelet" })).toBeInTheDocument();
    const region = screen.getByRole("region", { name: "Kampanjer" });
    expect(region).toHaveAttribute("data-rotation", "running");
    const track = region.querySelector("[aria-live]");
    expect(track).toHaveAttribute("aria-live", "off");
  });

  it("never autoplays under reduced motion (and needs no stop control)", () => {
    stubReducedMotion(true);
    render(
      <Carousel label="Kampanjer" autoplay labels={labels}>
        {slides}
      </Carousel>,
    );
    expect(screen.queryByRole("button", { name: "Stoppa bildspelet" })).toBeNull();
    const region = screen.getByRole("region", { name: "Kampanjer" });
    expect(region).not.toHaveAttribute("data-rotation");
    expect(region.querySelector("[aria-live]")).toHaveAttribute("aria-live", "polite");
  });

  it("shows no controls for a single slide", () => {
    render(
      <Carousel label="Erbjudande" labels={labels}>
        {slides[0]}
      </Carousel>,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
