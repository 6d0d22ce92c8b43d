import { useEffect, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { space } from "../../theme";
import { IconActionButton } from "../Icon";
import { usePrefersReducedMotion } from "../../hooks/usePrefersReducedMotion";

export interface VideoSource {
  src: string;
  /** MIME type, e.g. "video/mp4", so the browser skips formats it cannot play. */
  type?: string;
}

export interface VideoLabels {
  play: string;
  pause: string;
  mute: string;
  unmute: string;
}

export interface VideoProps {
  /** One video file; or give `sources` for several formats. */
  src?: string;
  sources?: VideoSource[];
  /** Image shown before playing (and while paused at the start). */
  poster?: string;
  /** Names the video for screen readers; leave out for a decorative background video. */
  label?: string;
  /**
   * Controlled play state. A hero carousel passes `playing={slideIsActive && !userPaused}`
   * so the video plays only on the active slide; the toggle reports through `onPlayingChange`.
   */
  playing?: boolean;
  /** Uncontrolled: start playing (muted) once mounted. Never under reduced motion. */
  autoPlay?: boolean;
  /**
   * Called when the play/pause toggle is pressed, the video ends, the browser blocks play or
   * the source fails to load.
   */
  onPlayingChange?: (playing: boolean) => void;
  /** Starts muted (the default), which browsers require for playback without a click. */
  defaultMuted?: boolean;
  onMutedChange?: (muted: boolean) => void;
  loop?: boolean;
  /** Shows the play/pause and mute toggles (specs: HasMediaButtons). */
  showControls?: boolean;
  /** The toggles' names, in the site's language (videoLabels(t)). */
  labels: VideoLabels;
  /** Fills its container, cropping (`cover`, hero backgrounds) or letterboxing (`contain`). */
  fit?: "cover" | "contain";
  /** `<track>` elements: captions and subtitles. */
  children?: ReactNode;
  className?: string;
}

const Root = styled.div<{ $fit?: "cover" | "contain" }>`
  position: relative;
  width: 100%;
  height: ${({ $fit }) => ($fit ? "100%" : "auto")};
  video {
    display: block;
    width: 100%;
    height: ${({ $fit }) => ($fit ? "100%" : "auto")};
    object-fit: ${({ $fit }) => $fit ?? "contain"};
  }
`;

const Controls = styled.div`
  position: absolute;
  inset-inline-end: ${space.sm};
  inset-block-end: ${space.sm};
  display: flex;
  gap: ${space.xs};
`;

/**
 * A video with its own play/pause and mute toggles; the play/pause toggle follows the element's
 * real state (its play and pause events), so it never says "pause" for a video that is not
 * playing (autoplay refused, a source that fails). Muted
 * by default so autoplay is allowed; under reduced motion it never starts by itself, only when
 * the visitor presses play. `playing` makes it controlled (hero slides).
 */
export function Video({
  src,
  sources,
  poster,
  label,
  playing,
  autoPlay = false,
  onPlayingChange,
  defaultMuted = true,
  onMutedChange,
  loop = false,
  showControls = true,
  labels,
  fit,
  children,
  className,
}: VideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [internalPlaying, setInternalPlaying] = useState(autoPlay);
  const [startedByUser, setStartedByUser] = useState(false);
  const [muted, setMuted] = useState(defaultMuted);
  // What the element really does (its play/pause events), not what was asked of it: the toggle
  // never claims "playing" for a video the browser refused to start or could not load.
  const [isPlaying, setIsPlaying] = useState(false);

  const requested = playing ?? internalPlaying;
  // Reduced motion: nothing moves until the visitor asks for it.
  const active = requested && (!reducedMotion || startedByUser);

  const changePlaying = (next: boolean) => {
    if (playing === undefined) setInternalPlaying(next);
    onPlayingChange?.(next);
  };

  /** Playback stopped without the visitor asking (autoplay refused, a failed source). */
  const stopped = () => {
    setIsPlaying(false);
    changePlaying(false);
  };

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (!active) {
      video.pause();
      return;
    }
    let cancelled = false;
    Promise.resolve(video.play()).catch((error: unknown) => {
      // A pause() before playback began aborts play(): that is no failure.
      if (cancelled || (error instanceof DOMException && error.name === "AbortError")) return;
      stopped();
    });
    return () => {
      cancelled = true;
    };
    // onPlayingChange is a callback prop: re-running on its identity would restart playback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  useEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted;
  }, [muted]);

  const togglePlaying = () => {
    const next = !isPlaying;
    if (next) setStartedByUser(true);
    changePlaying(next);
  };

  const toggleMuted = () => {
    const next = !muted;
    setMuted(next);
    onMutedChange?.(next);
  };

  return (
    <Root className={className} $fit={fit}>
      {/* Captions come in as <track> children, which this rule cannot see. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        ref={videoRef}
        src={sources ? undefined : src}
        poster={poster}
        muted={muted}
        loop={loop}
        playsInline
        preload="metadata"
        aria-label={label}
        onPlay={() => setIsPlaying(true)}
        onPause={() => setIsPlaying(false)}
        onError={stopped}
        onEnded={() => {
          setIsPlaying(false);
          if (!loop) changePlaying(false);
        }}
      >
        {sources?.map((source) => (
          // A failing <source> reports on itself, not on the video.
          <source key={source.src} src={source.src} type={source.type} onError={stopped} />
        ))}
        {children}
      </video>
      {showControls ? (
        <Controls>
          <IconActionButton
            tone="overlay"
            icon={isPlaying ? "Pause" : "Play"}
            label={isPlaying ? labels.pause : labels.play}
            onClick={togglePlaying}
          />
          <IconActionButton
            tone="overlay"
            icon={muted ? "VolumeOff" : "VolumeOn"}
            label={muted ? labels.unmute : labels.mute}
            onClick={toggleMuted}
          />
        </Controls>
      ) : null}
    </Root>
  );
}
