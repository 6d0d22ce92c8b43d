import { describe, expect, it } from "vitest";
import { isVideoId, VIDEO_EMBED_ORIGIN, videoEmbedUrl } from "./embedUrl";

describe("videoEmbedUrl", () => {
  it("uses the privacy-enhanced host the CSP allows", () => {
    expect(VIDEO_EMBED_ORIGIN).toBe("https://www.youtube-nocookie.com");
    expect(videoEmbedUrl("aqz-KE-bpKQ")).toBe(
      "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=0&mute=0&controls=1&playsinline=1&rel=0",
    );
  });

  it("puts the autoplay, mute and controls flags in the URL; autoplay mutes", () => {
    const url = new URL(videoEmbedUrl("aqz-KE-bpKQ", { autoplay: true, controls: false }) ?? "");
    expect(url.searchParams.get("autoplay")).toBe("1");
    expect(url.searchParams.get("mute")).toBe("1");
    expect(url.searchParams.get("controls")).toBe("0");
    expect(
      new URL(videoEmbedUrl("aqz-KE-bpKQ", { mute: true }) ?? "").searchParams.get("mute"),
    ).toBe("1");
  });

  it("refuses anything that is not a video id", () => {
    expect(isVideoId("aqz-KE-bpKQ")).toBe(true);
    expect(isVideoId("short")).toBe(false);
    expect(isVideoId("aqz-KE-bpKQ?x")).toBe(false);
    expect(videoEmbedUrl("../../evil")).toBeNull();
    expect(videoEmbedUrl('aqz-KE-bpK"')).toBeNull();
  });
});
