// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { videoLabels } from "../../primitives/Video/labels";
import { storyTranslate } from "../../stories/texts";
import { Blurb } from "./Blurb";
import { paragraphs, RichText } from "./RichText";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const image = { src: "/-/media/provkorning.jpg", alt: "Säljare lämnar över nyckel" };

const labels = videoLabels(storyTranslate);

describe("Blurb", () => {
  it("shows title, rich text, link and the image with its phone crop", () => {
    const { container } = render(
      <Blurb
        labels={labels}
        title="Provkör innan du bestämmer dig"
        titleLevel={3}
        text={<RichText nodes={paragraphs("Boka en provkörning.")} />}
        link={{ href: "/kontakt", text: "Boka provkörning" }}
        media={{ kind: "image", image, phoneImage: { src: "/-/media/provkorning-phone.jpg" } }}
      />,
    );
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent("Provkör");
    expect(screen.getByText("Boka en provkörning.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Boka provkörning" })).toHaveAttribute(
      "href",
      "/kontakt",
    );
    expect(screen.getByRole("img", { name: "Säljare lämnar över nyckel" })).toBeInTheDocument();
    expect(container.querySelector("picture source")).toHaveAttribute(
      "srcset",
      "/-/media/provkorning-phone.jpg",
    );
  });

  it("plays a video file with its toggles, the image as poster", () => {
    const { container } = render(
      <Blurb
        labels={labels}
        title="Bilen i rörelse"
        media={{ kind: "video", src: "/-/media/film.mp4", poster: image.src }}
      />,
    );
    expect(container.querySelector("video")).toHaveAttribute("src", "/-/media/film.mp4");
    expect(container.querySelector("video")).toHaveAttribute("poster", image.src);
    expect(screen.getByRole("button", { name: "Pausa video" })).toBeInTheDocument();
  });

  it("embeds a YouTube video with the control bar flag", () => {
    const { container, rerender } = render(
      <Blurb
        labels={labels}
        title="Se bilen"
        media={{ kind: "youtube", videoId: "aqz-KE-bpKQ", title: "Film: Se bilen" }}
        controlBar={false}
      />,
    );
    const frame = () => container.querySelector("iframe");
    expect(frame()).toHaveAttribute("title", "Film: Se bilen");
    expect(frame()?.getAttribute("src")).toContain("controls=0");
    rerender(
      <Blurb
        labels={labels}
        title="Se bilen"
        media={{ kind: "youtube", videoId: "aqz-KE-bpKQ", title: "Film" }}
      />,
    );
    expect(frame()?.getAttribute("src")).toContain("controls=1");
  });

  it("applies the background and marks animations only after mount when below the fold", () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
      top: 4000,
      bottom: 4400,
    } as DOMRect);
    const { container } = render(
      <Blurb
        labels={labels}
        title="Elbil för företag"
        media={{ kind: "image", image }}
        background="inverse"
        textAnimation
      />,
    );
    expect(container.querySelector("section")).toHaveAttribute("data-background", "inverse");
    const reveals = container.querySelectorAll("[data-reveal]");
    expect(reveals[0]).toHaveAttribute("data-reveal", "hidden");
    // Media animation is off: the media is never hidden.
    expect(reveals[1]).toHaveAttribute("data-reveal", "static");
  });
});
