import { useEffect, useState } from "react";
import styled from "styled-components";
import { fontSize, lineHeight, mediaUp, space, vars } from "../../theme";
import { Container } from "../../layout/Container";
import { Heading } from "../../primitives/Heading";
import { Text } from "../../primitives/Text";
import { COUNTDOWN_TICK_MS, countdownParts, pad } from "./countdown";

/** The units' names in the site's language (countdownLabels(t)). */
export interface CountdownLabels {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
}

export interface CountdownProps {
  /** The moment counted down to, in ms since the epoch. */
  target: number;
  /**
   * The time the server rendered at (ms): the first render (server and hydration) shows the
   * time left then, so both agree; the clock starts ticking after mount. Without it the first
   * render shows placeholder digits ("--").
   */
  initialNow?: number;
  title?: string;
  /** Shown under the digits once the target is reached ("Kampanjen har börjat!"). */
  doneText?: string;
  labels: CountdownLabels;
}

const Section = styled.section`
  padding-block: ${space.xl};
  background: ${vars.color.heroSurface};
  color: ${vars.color.heroText};
`;

const Inner = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.lg};
  text-align: center;
`;

const Units = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${space.sm};
  margin: 0;
  ${mediaUp("sm")} {
    gap: ${space.lg};
  }
`;

const Unit = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.xxs};
  min-width: 4rem;
  dd {
    order: 1;
    margin: 0;
    font-family: ${vars.font.heading};
    font-size: ${fontSize.display};
    font-weight: ${vars.fontWeight.heading};
    line-height: ${lineHeight.tight};
    font-variant-numeric: tabular-nums;
  }
  dt {
    order: 2;
    font-size: ${fontSize.sm};
    text-transform: uppercase;
  }
`;

/**
 * A countdown in days, hours, minutes and seconds to a date, stopping at zero. Hydration-safe:
 * the first render uses `initialNow` (or placeholder digits), and the clock ticks only after
 * mount. It is a `timer` (not announced every second); each number is labelled.
 */
export function Countdown({ target, initialNow, title, doneText, labels }: CountdownProps) {
  const [now, setNow] = useState<number | null>(initialNow ?? null);

  useEffect(() => {
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (countdownParts(target, current).done) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, COUNTDOWN_TICK_MS);
    // The server's time is stale by now: catch up at once, then every second.
    tick();
    return () => window.clearInterval(timer);
  }, [target]);

  const parts = now === null ? null : countdownParts(target, now);
  const units = [
    { key: "days", label: labels.days, value: parts ? String(parts.days) : "--" },
    { key: "hours", label: labels.hours, value: parts ? pad(parts.hours) : "--" },
    {
      key: "minutes",
      label: labels.minutes,
      value: parts ? pad(parts.minutes) : "--",
    },
    {
      key: "seconds",
      label: labels.seconds,
      value: parts ? pad(parts.seconds) : "--",
    },
  ];

  return (
    <Section>
      <Container>
        <Inner>
          {title ? <Heading level={2}>{title}</Heading> : null}
          <div role="timer" aria-label={title} data-done={parts?.done || undefined}>
            <Units>
              {units.map((unit) => (
                <Unit key={unit.key} data-unit={unit.key}>
                  <dt>{unit.label}</dt>
                  <dd>{unit.value}</dd>
                </Unit>
              ))}
            </Units>
          </div>
          {parts?.done && doneText ? <Text size="lg">{doneText}</Text> : null}
        </Inner>
      </Container>
    </Section>
  );
}
