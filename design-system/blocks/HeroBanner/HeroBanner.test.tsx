// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storyTranslate } from "../../stories/texts";
import { HeroBanner, type HeroSlide } from "./HeroBanner";
import { heroBannerLabels } from "./labels";
import { PHONE_MEDIA_QUERY } from "./media";
import { stubIntersectingObserver } from "../../../tests/setup/browser-apis";

/** Slides 300 px wide side by side in a 300 px viewport (jsdom has no layout; as in Carousel's test). */
function fakeLayout() {
  const isSlide = (el: HTMLElement) => el.getAttribute("aria-roledescription") === "slide";
  vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockImplementation(() => 300);
  vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (
    this: HTMLElement,
  ) {
    if (!isSlide(this) || !this.parentElement) return 0;
    return Array.from(this.parentElement.children).indexOf(this) * 300;
  });
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

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const imageSlide: HeroSlide = {
  title: "Nya Volvo EX30",
  text: "Helt elektrisk.",
  button: { href: "/ex30", text: "Upptäck EX30" },
  image: { src: "/-/media/ex30.jpg", alt: "" },
  phoneImage: { src: "/-/media/ex30-phone.jpg", alt: "" },
};

const labels = heroBannerLabels(storyTranslate);

describe("HeroBanner", () => {
  it("renders nothing without a slide that has a video or an image source", () => {
    const { container } = render(
      <HeroBanner
        labels={labels}
        slides={[{ title: "Utan bild", image: { src: "" } }, { title: "Tom" }]}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("leaves out slides without media and shows one slide without a carousel", () => {
    render(<HeroBanner labels={labels} slides={[imageSlide, { title: "Utan bild" }]} />);
    expect(screen.getByRole("heading", { name: "Nya Volvo EX30" })).toBeInTheDocument();
    expect(screen.queryByText("Utan bild")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Nästa bild" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upptäck EX30" })).toHaveAttribute("href", "/ex30");
  });

  it("art-directs the phone image below 640px", () => {
    const { container } = render(<HeroBanner labels={labels} slides={[imageSlide]} />);
    const source = container.querySelector("picture source");
    expect(source).toHaveAttribute("media", PHONE_MEDIA_QUERY);
    expect(source).toHaveAttribute("srcset", "/-/media/ex30-phone.jpg");
    expect(PHONE_MEDIA_QUERY).toBe("(max-width: 639.98px)");
    expect(container.querySelector("picture img")).toHaveAttribute("src", "/-/media/ex30.jpg");
  });

  it("titles are h2 unless the hero opens the page", () => {
    const { rerender } = render(<HeroBanner labels={labels} slides={[imageSlide]} />);
    expect(screen.getByRole("heading", { level: 2 })).toBeInTheDocument();
    rerender(<HeroBanner labels={labels} slides={[imageSlide]} headingLevel={1} />);
    expect(screen.getByRole("heading", { level: 1 })).toBeInTheDocument();
  });

  describe("search bar", () => {
    const searchTexts = {
      placeholder: storyTranslate("Blocks.HeroBanner.SearchPlaceholder"),
      label: storyTranslate("Blocks.HeroBanner.SearchLabel"),
      buttonLabel: storyTranslate("Blocks.HeroBanner.SearchButton"),
    };
    it("shows the default placeholder and keeps the button disabled while empty", async () => {
      const onSearch = vi.fn();
      render(
        <HeroBanner labels={labels} slides={[imageSlide]} search={{ onSearch, ...searchTexts }} />,
      );
      const input = screen.getByRole("searchbox", { name: "Sök bland bilar" });
      expect(input).toHaveAttribute("placeholder", "Sök på märke, modell eller utrustning");
      const button = screen.getByRole("button", { name: "Sök" });
      expect(button).toHaveAttribute("aria-disabled", "true");
      await userEvent.click(button);
      await userEvent.type(input, "   {Enter}");
      expect(button).toHaveAttribute("aria-disabled", "true");
      expect(onSearch).not.toHaveBeenCalled();
    });

    it("submits the trimmed term on Enter and on the button", async () => {
      const onSearch = vi.fn();
      render(
        <HeroBanner
          labels={labels}
          slides={[imageSlide]}
          search={{ onSearch, ...searchTexts, placeholder: "Sök bil" }}
        />,
      );
      const input = screen.getByRole("searchbox");
      expect(input).toHaveAttribute("placeholder", "Sök bil");
      await userEvent.type(input, " Volvo XC60 {Enter}");
      expect(onSearch).toHaveBeenLastCalledWith("Volvo XC60");
      const button = screen.getByRole("button", { name: "Sök" });
      expect(button).not.toHaveAttribute("aria-disabled");
      await userEvent.click(button);
      expect(onSearch).toHaveBeenCalledTimes(2);
      expect(screen.getByRole("search")).toBeInTheDocument();
    });
  });

  describe("video", () => {
    const videoSlides: HeroSlide[] = [
      { id: "a", title: "Första", video: "/-/media/a.mp4", image: { src: "/-/media/a.jpg" } },
      { id: "b", title: "Andra", video: "/-/media/b.mp4" },
    ];

    it("plays only the selected slide's video, and follows the carousel", async () => {
      fakeLayout();
      stubIntersectingObserver();
      render(<HeroBanner labels={labels} slides={videoSlides} hasMediaButtons />);
      const [first, second] = screen.getAllByRole("group");
      if (!first || !second) throw new Error("two slides expected");
      expect(within(first).getByRole("button", { name: "Pausa video" })).toBeInTheDocument();
      expect(within(second).getByRole("button", { name: "Spela video" })).toBeInTheDocument();
      expect(first.querySelector("video")).toHaveAttribute("poster", "/-/media/a.jpg");

      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Nästa bild" }));
      });
      expect(
        await within(second).findByRole("button", { name: "Pausa video" }),
      ).toBeInTheDocument();
      expect(within(first).getByRole("button", { name: "Spela video" })).toBeInTheDocument();
    });

    it("keeps a video paused by the visitor paused on the next slide", async () => {
      fakeLayout();
      render(<HeroBanner labels={labels} slides={videoSlides} hasMediaButtons />);
      const [first, second] = screen.getAllByRole("group");
      if (!first || !second) throw new Error("two slides expected");
      await userEvent.click(within(first).getByRole("button", { name: "Pausa video" }));
      await act(async () => {
        fireEvent.click(screen.getByRole("button", { name: "Nästa bild" }));
      });
      expect(within(second).getByRole("button", { name: "Spela video" })).toBeInTheDocument();
    });

    it("marks whether the media buttons stay on screen (HasMediaButtons)", () => {
      const { container, rerender } = render(
        <HeroBanner labels={labels} slides={[videoSlides[0] as HeroSlide]} />,
      );
      expect(container.querySelector("[data-media-buttons]")).toHaveAttribute(
        "data-media-buttons",
        "on-hover-or-focus",
      );
      rerender(
        <HeroBanner labels={labels} slides={[videoSlides[0] as HeroSlide]} hasMediaButtons />,
      );
      expect(container.querySelector("[data-media-buttons]")).toHaveAttribute(
        "data-media-buttons",
        "always",
      );
    });
  });
});
