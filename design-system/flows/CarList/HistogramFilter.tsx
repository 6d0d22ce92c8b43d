import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import styled from "styled-components";
import { formatMessage } from "../../../i18n/format";
import { space } from "../../theme";
import { NumberInput } from "../../primitives/NumberInput";
import { RangeSlider } from "../../primitives/RangeSlider";
import {
  applyTypedValue,
  type NumberRange,
  type RangeBounds,
} from "../../primitives/RangeSlider/range";
import { histogramStep } from "./facet-query";
import { HISTOGRAM_DEBOUNCE_MS } from "./query";

export interface HistogramFilterTexts {
  /** The low end's label; `{facet}` is the title ("{facet} från": "Pris från"). */
  rangeMin: string;
  /** The high end's label ("{facet} till"). */
  rangeMax: string;
}

export interface HistogramFilterProps {
  /** The facet's title, the group's legend ("Pris"). */
  title: string;
  /** The facet's bounds. */
  bounds: RangeBounds;
  /** The chosen range (the query's, open ends at the bounds). */
  value: NumberRange;
  /**
   * The range to search with: after HISTOGRAM_DEBOUNCE_MS without slider moves, or at once
   * when a value is typed (blur, Enter).
   */
  onCommit: (range: NumberRange) => void;
  texts: HistogramFilterTexts;
  /** Inside the typed inputs ("kr", "mil", "hk"). */
  unit?: ReactNode;
  /** A value for the bound labels and screen readers ("150 000 kr"). */
  formatValue?: (value: number) => string;
  /** Hides the title visually (inside a disclosure that shows it); it stays the group's name. */
  hideTitle?: boolean;
}

const Inputs = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  gap: ${space.sm};
`;

const Root = styled.div`
  display: grid;
  gap: ${space.xs};
`;

/**
 * A histogram facet (price, mileage, power, year): the RangeSlider's two thumbs, whose moves
 * search after 1500 ms of quiet, and two typed inputs that search at once on blur or Enter
 * (spaces stripped, integers, min and max swapped or clamped within the bounds, as the
 * RangeSlider's rules do). A pending slider change is sent when the filter unmounts.
 */
export function HistogramFilter({
  title,
  bounds,
  value,
  onCommit,
  texts,
  unit,
  formatValue,
  hideTitle = false,
}: HistogramFilterProps) {
  const [draft, setDraft] = useState<NumberRange>(value);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; range: NumberRange } | null>(null);
  const commitRef = useRef(onCommit);
  useLayoutEffect(() => {
    commitRef.current = onCommit;
  });

  // A new committed value (URL change, chip removed, a commit) replaces the draft.
  const [low, high] = value;
  const [committed, setCommitted] = useState<NumberRange>(value);
  if (committed[0] !== low || committed[1] !== high) {
    setCommitted([low, high]);
    setDraft([low, high]);
  }

  useEffect(
    () => () => {
      const waiting = pending.current;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      pending.current = null;
      commitRef.current(waiting.range);
    },
    [],
  );

  const cancelPending = () => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  };

  const onSlide = (next: [number, number]) => {
    setDraft(next);
    cancelPending();
    const timer = setTimeout(() => {
      pending.current = null;
      commitRef.current(next);
    }, HISTOGRAM_DEBOUNCE_MS);
    pending.current = { timer, range: next };
  };

  const onTyped = (end: "min" | "max", typed: number | null) => {
    cancelPending();
    const next = applyTypedValue(draft, end, typed, bounds);
    setDraft(next);
    if (next[0] !== low || next[1] !== high) onCommit(next);
  };

  const minLabel = formatMessage(texts.rangeMin, { facet: title });
  const maxLabel = formatMessage(texts.rangeMax, { facet: title });
  return (
    <Root>
      <RangeSlider
        label={title}
        min={bounds.min}
        max={bounds.max}
        step={histogramStep(bounds)}
        value={draft}
        onChange={onSlide}
        minLabel={minLabel}
        maxLabel={maxLabel}
        formatValue={formatValue}
        showInputs={false}
        hideLabel={hideTitle}
      />
      <Inputs>
        <NumberInput
          label={minLabel}
          value={draft[0]}
          unit={unit}
          onValueChange={(typed) => onTyped("min", typed)}
        />
        <NumberInput
          label={maxLabel}
          value={draft[1]}
          unit={unit}
          onValueChange={(typed) => onTyped("max", typed)}
        />
      </Inputs>
    </Root>
  );
}
