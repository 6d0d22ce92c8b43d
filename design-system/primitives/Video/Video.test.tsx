// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { storyTranslate } from "../../stories/texts";
import { Video } from "./Video";
import { videoLabels } from "./labels";
import { stubReducedMotion } from "../../../tests/setup/browser-apis";

let play: Mock<() => Promise<void>>;
let pause: Mock<() => void>;

beforeEach(() => {
  // A browser fires play and pause events; the toggle follows them.
  play = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  pause = vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event("pause"));
  });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(pause);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const labels = videoLabels(storyTranslate);

describe("Video", () => {
  it("autoplays muted and switches the play/pause label", async () => {
    const { container } = render(<Video src="/hero.mp4" autoPlay labels={labels} />);
    expect(play).toHaveBeenCalled();
    expect((container.querySelector("video") as HTMLVideoElement).muted).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Pausa video" }));
    expect(pause).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Spela video" })).toBeInTheDocument();
  });

  it("does not autoplay under reduced motion, but plays when asked", async () => {
    stubReducedMotion(true);
    render(<Video src="/hero.mp4" autoPlay labels={labels} />);
    expect(play).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Spela video" }));
    expect(play).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Pausa video" })).toBeInTheDocument();
  });

  it("follows the controlled playing prop and reports the toggle", async () => {
    const onPlayingChange = vi.fn();
    const { rerender } = render(
      <Video src="/hero.mp4" playing={false} onPlayingChange={onPlayingChange} labels={labels} />,
    );
    expect(play).not.toHaveBeenCalled();
    rerender(<Video src="/hero.mp4" playing onPlayingChange={onPlayingChange} labels={labels} />);
    expect(play).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Pausa video" }));
    expect(onPlayingChange).toHaveBeenCalledWith(false);
    // Controlled: the parent has not changed `playing`, so the video keeps playing.
    expect(screen.getByRole("button", { name: "Pausa video" })).toBeInTheDocument();
  });

  it("toggles sound", async () => {
    const onMutedChange = vi.fn();
    const { container } = render(
      <Video src="/hero.mp4" onMutedChange={onMutedChange} labels={labels} />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Slå på ljud" }));
    expect((container.querySelector("video") as HTMLVideoElement).muted).toBe(false);
    expect(onMutedChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole("button", { name: "Stäng av ljud" })).toBeInTheDocument();
  });

  it("shows the paused state when the browser blocks playback", async () => {
    play.mockImplementation(() =>
      Promise.reject(new DOMException("play() blocked", "NotAllowedError")),
    );
    const onPlayingChange = vi.fn();
    render(<Video src="/hero.mp4" autoPlay onPlayingChange={onPlayingChange} labels={labels} />);
    await act(async () => {});
    expect(screen.getByRole("button", { name: "Spela video" })).toBeInTheDocument();
    expect(onPlayingChange).toHaveBeenCalledWith(false);
  });

  it("never says pause while the browser has not started (play requested, no play event)", async () => {
    play.mockImplementation(() => new Promise(() => {}));
    render(<Video src="/hero.mp4" autoPlay labels={labels} />);
    await act(async () => {});
    expect(play).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Spela video" })).toBeInTheDocument();
  });

  it("shows the paused state and reports it when the source fails", async () => {
    play.mockImplementation(() =>
      Promise.reject(new DOMException("no supported source", "NotSupportedError")),
    );
    const onPlayingChange = vi.fn();
    render(<Video src="/broken.mp4" playing onPlayingChange={onPlayingChange} labels={labels} />);
    await act(async () => {});
    expect(onPlayingChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole("button", { name: "Spela video" })).toBeInTheDocument();
  });

  it("stops claiming to play when the element reports an error mid-playback", async () => {
    const { container } = render(<Video src="/hero.mp4" autoPlay labels={labels} />);
    expect(screen.getByRole("button", { name: "Pausa video" })).toBeInTheDocument();
    const video = container.querySelector("video") as HTMLVideoElement;
    act(() => {
      video.dispatchEvent(new Event("error"));
    });
    expect(screen.getByRole("button", { name: "Spela video" })).toBeInTheDocument();
  });

  it("can hide its controls and take several sources", () => {
    const { container } = render(
      <Video
        sources={[
          { src: "/hero.webm", type: "video/webm" },
          { src: "/hero.mp4", type: "video/mp4" },
        ]}
        showControls={false}
        labels={labels}
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelectorAll("source")).toHaveLength(2);
  });
});
