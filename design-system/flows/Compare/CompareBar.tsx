import { useEffect, useLayoutEffect, useRef, useState } from "react";
import styled from "styled-components";
import { usePublishedHeight } from "../../hooks/usePublishedHeight";
import { fontSize, layoutVariable, mediaUp, space, vars, zIndex } from "../../theme";
import { Container } from "../../layout/Container";
import { Button } from "../../primitives/Button";
import { IconActionButton } from "../../primitives/Icon";
import { Image } from "../../primitives/Image";
import type { CarCardData } from "../CarCard/types";
import { formatMessage } from "../../../i18n/format";
import { COMPARE_MAX_CARS, type CompareChange } from "./compare-state";
import { CompareAnnouncer } from "./CompareAnnouncer";

export interface CompareBarLabels {
  /** Names the bar (a region landmark), e.g. "Bilar att jämföra". */
  region: string;
  /** The compare button; `{count}` is the number of cars: "Jämför ({count})". */
  compare: string;
  /** The clear action. */
  clear: string;
  /** Each car's remove button; `{title}` is the car's title. */
  remove: string;
  /** Announced after an add; `{title}`, `{count}`, `{max}` (counts may take plural forms). */
  added: string;
  /** Announced after a removal; `{title}`. */
  removed: string;
  /** Announced after clearing. */
  cleared: string;
  /** Shown while the selection is full and announced when a toggle is refused; `{max}`. */
  maxReached: string;
}

export interface CompareBarProps {
  /** The selected cars (`useCompare().cars`); the bar shows while there is at least one. */
  cars: CarCardData[];
  /** The compare button: opens the compare modal. */
  onOpen: () => void;
  onRemove: (id: string) => void;
  onClear: () => void;
  /** The selection's maximum (`useCompare().max`). */
  max?: number;
  /** The visitor's last change (`useCompare().lastChange`), announced politely. */
  lastChange?: CompareChange | null;
  /** `useCompare().changeCount`: tells a repeated change (a second refusal) from an old one. */
  changeCount?: number;
  /** Whether the compare modal is open (the button's `aria-expanded`). */
  expanded?: boolean;
  labels: CompareBarLabels;
  /** The site's locale: plural forms and digits of the counts in the labels ("sv-SE"). */
  locale?: string;
  /** Catalogues only (Storybook's every-brand view): the bar in place, not fixed, no spacer. */
  inlinePreview?: boolean;
}

const Bar = styled.section`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${zIndex.sticky};
  &[data-inline-preview] {
    position: relative;
    z-index: auto;
  }
  padding-block: ${space.sm} calc(${space.sm} + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${vars.color.border};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  box-shadow: ${vars.shadow.overlay};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`;

const Thumbnails = styled.ul`
  display: flex;
  flex: 1 1 16rem;
  gap: ${space.xs};
  min-width: 0;
  margin: 0;
  padding: ${space.xxs};
  overflow-x: auto;
  list-style: none;
`;

const Thumbnail = styled.li`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${space.xs};
  max-width: 15rem;
  padding: ${space.xxs};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.card};
  background: ${vars.color.surfaceRaised};
`;

const ThumbnailImage = styled.div`
  flex: none;
  width: 3.5rem;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${vars.radius.control};
  background: ${vars.color.surface};
`;

/** On phones only the photos show; the title stays for screen readers. */
const ThumbnailTitle = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  ${mediaUp("sm")} {
    position: static;
    width: auto;
    height: auto;
    clip: auto;
    min-width: 0;
    font-size: ${fontSize.sm};
    text-overflow: ellipsis;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
  margin-inline-start: auto;
`;

const MaxNote = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

/** Keeps the end of the page reachable above the fixed bar. */
const Spacer = styled.div`
  flex: none;
`;

/**
 * The compare bar, fixed to the bottom while cars are selected: a thumbnail per car (photo,
 * title, remove button), a clear action and the compare button with the count. Changes are
 * announced in a polite live region that stays mounted (also while the bar is hidden), and a
 * spacer as tall as the bar keeps the end of the page from being covered. While it shows, its
 * height is the shared bottom inset (`layout.floatingBottom`) that floating elements stand on.
 */
export function CompareBar(props: CompareBarProps) {
  return (
    <>
      <CompareAnnouncer
        count={props.cars.length}
        max={props.max}
        lastChange={props.lastChange}
        changeCount={props.changeCount}
        labels={props.labels}
        locale={props.locale}
      />
      <CompareBarPanel {...props} />
    </>
  );
}

/**
 * The compare bar without its live region (`CompareAnnouncer`), for a page that mounts the region
 * at once and the bar only once a car is selected (its code loads then). Nothing without cars.
 */
export function CompareBarPanel({
  cars,
  onOpen,
  onRemove,
  onClear,
  max = COMPARE_MAX_CARS,
  expanded,
  labels,
  locale,
  inlinePreview = false,
}: CompareBarProps) {
  const barRef = useRef<HTMLElement>(null);
  const [barHeight, setBarHeight] = useState<number | null>(null);
  const visible = cars.length > 0;

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setBarHeight(bar.offsetHeight));
    observer.observe(bar);
    return () => observer.disconnect();
  }, [visible]);
  // Floating elements (scroll to top, the alert card) move up above the bar while it shows.
  usePublishedHeight(barRef, layoutVariable.bottomInset, visible && !inlinePreview);

  // After a removal from the bar, focus moves to a neighbour's remove button or the compare
  // button, never to the page start.
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const localCompareButton = useRef<HTMLButtonElement | null>(null);
  const pendingFocus = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    pendingFocus.current = undefined;
    const next = (target && removeButtons.current.get(target)) || localCompareButton.current;
    next?.focus();
  }, [cars]);

  const remove = (index: number) => {
    const car = cars[index];
    if (!car) return;
    pendingFocus.current = (cars[index + 1] ?? cars[index - 1])?.id ?? null;
    onRemove(car.id);
  };

  if (!visible) return null;
  return (
    <>
      {inlinePreview ? null : (
        <Spacer
          data-compare-bar-spacer=""
          style={{ height: barHeight === null ? "7rem" : `${barHeight}px` }}
        />
      )}
      <Bar
        ref={barRef}
        aria-label={labels.region}
        data-inline-preview={inlinePreview ? "" : undefined}
      >
        <Inner>
          <Thumbnails>
            {cars.map((car, index) => (
              <Thumbnail key={car.id}>
                {car.image ? (
                  <ThumbnailImage>
                    <Image
                      src={car.image.src}
                      alt=""
                      blurDataUrl={car.image.blurDataUrl}
                      sizes="3.5rem"
                      fit="cover"
                    />
                  </ThumbnailImage>
                ) : null}
                <ThumbnailTitle>{car.title}</ThumbnailTitle>
                <IconActionButton
                  ref={(node) => {
                    if (node) removeButtons.current.set(car.id, node);
                    else removeButtons.current.delete(car.id);
                  }}
                  icon="Close"
                  size="sm"
                  tone="plain"
                  label={formatMessage(labels.remove, { title: car.title }, locale)}
                  onClick={() => remove(index)}
                />
              </Thumbnail>
            ))}
          </Thumbnails>
          <Actions>
            <Button variant="Ghost" onClick={onClear}>
              {labels.clear}
            </Button>
            <Button
              ref={localCompareButton}
              aria-haspopup="dialog"
              aria-expanded={expanded}
              onClick={onOpen}
            >
              {formatMessage(labels.compare, { count: cars.length }, locale)}
            </Button>
          </Actions>
          {cars.length >= max ? (
            <MaxNote>{formatMessage(labels.maxReached, { max }, locale)}</MaxNote>
          ) : null}
        </Inner>
      </Bar>
    </>
  );
}
