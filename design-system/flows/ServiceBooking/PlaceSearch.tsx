import { useEffect, useId, useState, type KeyboardEvent } from "react";
import styled from "styled-components";
import { fontSize, space, vars, zIndex } from "../../theme";
import { Button } from "../../primitives/Button";
import {
  ComboboxInput,
  ComboboxLabel,
  suggestionList,
  suggestionOption,
} from "../../primitives/FormField";
import { suggestionKey, type SuggestionState } from "../Locator/rules";
import type { StepsLabels } from "./labels";
import type { BookingLocation } from "./rules";
import type { PlaceSuggestion, ServiceBookingApi } from "./types";

/** Specs §9: the place search waits 300 ms after the last key. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
/** Fewer letters than this ask nothing. */
export const PLACE_SEARCH_MIN_LENGTH = 2;

/** The browser's position service, or a stand-in (stories, tests). */
export type PositionSource = Pick<Geolocation, "getCurrentPosition">;

export interface PlaceSearchProps {
  api: Pick<ServiceBookingApi, "searchPlaces" | "resolvePlace">;
  location: BookingLocation | undefined;
  onLocationChange: (location: BookingLocation | undefined) => void;
  labels: StepsLabels;
  positionSource: PositionSource | undefined;
}

type Lookup =
  { kind: "idle" } | { kind: "done"; suggestions: PlaceSuggestion[] } | { kind: "failed" };

const closed: SuggestionState = { open: false, active: -1 };

const Field = styled.div`
  position: relative;
  display: grid;
  gap: ${space.xxs};
`;

const Hint = styled.span`
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const Suggestions = styled.ul`
  ${suggestionList}
  z-index: ${zIndex.dropdown};
  top: 100%;
`;

const Suggestion = styled.li`
  ${suggestionOption}
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ $error }) => ($error ? vars.color.feedbackError : vars.color.textMuted)};
  font-size: ${fontSize.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`;

/**
 * Step 1's place: a combobox asking the place search 300 ms after the last key (the arrow keys
 * move through the suggestions, Enter picks, Escape closes), or the visitor's position. The
 * chosen place is announced; a refused position says why (specs §5).
 */
export function PlaceSearch({
  api,
  location,
  onLocationChange,
  labels,
  positionSource,
}: PlaceSearchProps) {
  const id = useId();
  const [term, setTerm] = useState(location?.name ?? "");
  /** The place's name in the box once chosen: not searched again. */
  const [chosenName, setChosenName] = useState(location?.name);
  const [answer, setAnswer] = useState<{ query: string; lookup: Lookup }>();
  const [list, setList] = useState<SuggestionState>(closed);
  const [positionState, setPositionState] = useState<"idle" | "locating" | "denied">("idle");
  const query = term.trim();
  const searching = query.length >= PLACE_SEARCH_MIN_LENGTH && query !== chosenName;
  const lookup: Lookup = searching && answer?.query === query ? answer.lookup : { kind: "idle" };

  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.searchPlaces(query, controller.signal).then(
        (suggestions) => setAnswer({ query, lookup: { kind: "done", suggestions } }),
        () => {
          if (!controller.signal.aborted) setAnswer({ query, lookup: { kind: "failed" } });
        },
      );
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, query, searching]);

  const suggestions = lookup.kind === "done" ? lookup.suggestions : [];
  const open = list.open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-place-${index}`;

  const pick = async (suggestion: PlaceSuggestion) => {
    setList(closed);
    setChosenName(suggestion.label);
    setTerm(suggestion.label);
    try {
      onLocationChange(await api.resolvePlace(suggestion));
    } catch {
      setChosenName(undefined);
      setAnswer({ query: suggestion.label, lookup: { kind: "failed" } });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = suggestionKey(event.key, list, suggestions.length, false);
    if (action.kind === "move" || action.kind === "close") {
      event.preventDefault();
      setList(action.state);
    } else if (action.kind === "select") {
      event.preventDefault();
      const suggestion = suggestions[action.index];
      if (suggestion) void pick(suggestion);
    }
  };

  const usePosition = () => {
    if (!positionSource) {
      setPositionState("denied");
      return;
    }
    setPositionState("locating");
    positionSource.getCurrentPosition(
      ({ coords }) => {
        setPositionState("idle");
        setChosenName(labels.myPosition);
        setTerm(labels.myPosition);
        onLocationChange({
          name: labels.myPosition,
          latitude: coords.latitude,
          longitude: coords.longitude,
        });
      },
      () => setPositionState("denied"),
    );
  };

  const status =
    lookup.kind === "failed"
      ? null
      : lookup.kind === "done" && suggestions.length === 0
        ? labels.noSuggestions
        : open
          ? labels.suggestionCount(suggestions.length)
          : location
            ? labels.placeChosen(location.name)
            : "";

  return (
    <Field>
      <ComboboxLabel htmlFor={`${id}-input`}>{labels.placeLabel}</ComboboxLabel>
      <Hint id={`${id}-hint`}>{labels.placeHint}</Hint>
      <ComboboxInput
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-describedby={`${id}-hint ${id}-status`}
        aria-activedescendant={open && list.active >= 0 ? optionId(list.active) : undefined}
        aria-invalid={lookup.kind === "failed" || undefined}
        value={term}
        onChange={(event) => {
          const next = event.target.value;
          setTerm(next);
          if (location) onLocationChange(undefined);
          setChosenName(undefined);
          setList(next.trim() === "" ? closed : { open: true, active: -1 });
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setList(closed)}
      />
      <Suggestions
        id={`${id}-list`}
        role="listbox"
        aria-label={labels.placeSuggestions}
        hidden={!open}
      >
        {suggestions.map((suggestion, index) => (
          <Suggestion
            key={suggestion.id}
            id={optionId(index)}
            role="option"
            aria-selected={list.active === index}
            // Before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              void pick(suggestion);
            }}
          >
            {suggestion.label}
          </Suggestion>
        ))}
      </Suggestions>
      <Message id={`${id}-status`} role="status">
        {status}
      </Message>
      {lookup.kind === "failed" ? (
        <Message $error role="alert">
          {labels.placeSearchFailed}
        </Message>
      ) : null}
      <Row>
        <Button
          type="button"
          variant="Secondary"
          loading={positionState === "locating"}
          onClick={usePosition}
        >
          {positionState === "locating" ? labels.locating : labels.usePosition}
        </Button>
      </Row>
      {positionState === "denied" ? (
        <Message $error role="alert">
          {labels.geolocationDenied}
        </Message>
      ) : null}
    </Field>
  );
}
