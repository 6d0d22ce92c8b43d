// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VideoEmbed } from "./VideoEmbed";
import { stubReducedMotion } from "../../../tests/setup/browser-apis";

afterEach(() => vi.unstubAllGlobals());

describe("VideoEmbed", () => {
  it("renders a titled, lazy iframe on the privacy-enhanced host", () => {
    const { container } = render(
      <VideoEmbed videoId="aqz-KE-bpKQ" title="Film: Volvo EX30" autoplay mute controls={false} />,
    );
    const iframe = container.querySelector("iframe");
    expect(iframe).toHaveAttribute("title", "Film: Volvo EX30");
    expect(iframe).toHaveAttribute("loading", "lazy");
    expect(iframe).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&mute=1&controls=0&playsinline=1&rel=0",
    );
  });

  it("never autoplays under reduced motion", () => {
    stubReducedMotion(true);
    const { container } = render(<VideoEmbed videoId="aqz-KE-bpKQ" title="Film" autoplay />);
    expect(container.querySelector("iframe")?.getAttribute("src")).toContain("autoplay=0");
  });

  it("renders nothing for an invalid id", () => {
    const { container } = render(<VideoEmbed videoId="not a video" title="Film" />);
    expect(container).toBeEmptyDOMElement();
  });
});
