import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import styled from "styled-components";
import { fontSize, space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import {
  ComboboxInput,
  ComboboxLabel,
  suggestionList,
  suggestionOption,
} from "../../primitives/FormField";
import { suggestionKey, type SuggestionState } from "./rules";
import type { LocatorMarker } from "./types";

export interface LocatorSearchLabels {
  search: string;
  searchPlaceholder: string;
  searchButton: string;
  suggestions: string;
  searchFailed: string;
}

export interface LocatorSearchProps {
  /** The term typed (controlled). */
  term: string;
  onTermChange: (term: string) => void;
  /** The suggestions for the term (at most 5), best first. */
  suggestions: readonly LocatorMarker[];
  /** A suggestion picked (Enter on it, or a click). */
  onPick: (marker: LocatorMarker) => void;
  /** Enter or the button without a focused suggestion: search for the term. */
  onSubmit: (term: string) => void;
  /** The last geocode failed: the input gets the error border. */
  failed: boolean;
  labels: LocatorSearchLabels;
  /**
   * "map": the box sits at the bottom of the map and its suggestions open above it, so the
   * arrow keys are inverted (Up moves to the next suggestion).
   */
  variant?: "panel" | "map";
}

const Form = styled.form`
  position: relative;
  display: flex;
  gap: ${space.xs};
  align-items: flex-end;
`;

const Field = styled.div`
  position: relative;
  flex: 1;
  display: grid;
  gap: ${space.xxs};
`;

const ErrorText = styled.span`
  color: ${vars.color.feedbackError};
  font-size: ${fontSize.sm};
`;

const List = styled.ul<{ $above: boolean }>`
  ${suggestionList}
  z-index: 2;
  ${({ $above }) => ($above ? "bottom: 100%;" : "top: 100%;")}
`;

const Option = styled.li`
  ${suggestionOption}
  display: grid;
  small {
    color: ${vars.color.textMuted};
    font-size: ${fontSize.sm};
  }
`;

const closed: SuggestionState = { open: false, active: -1 };

/**
 * The locator's search box (WAI-ARIA combobox with a list box): typing offers up to 5 markers,
 * the arrow keys move the visual focus through them (aria-activedescendant; inverted on the map
 * variant), Escape closes, Enter picks the focused one or searches for the term. A failed
 * geocode marks the input invalid (the error border) and says so.
 */
export function LocatorSearch({
  term,
  onTermChange,
  suggestions,
  onPick,
  onSubmit,
  failed,
  labels,
  variant = "panel",
}: LocatorSearchProps) {
  const id = useId();
  const [state, setState] = useState<SuggestionState>(closed);
  const open = state.open && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  // The map variant lists the best suggestion nearest the input: at the bottom.
  const ordered = variant === "map" ? suggestions.map((_, index) => index).reverse() : null;

  const pick = (marker: LocatorMarker) => {
    setState(closed);
    onPick(marker);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = suggestionKey(event.key, state, suggestions.length, variant === "map");
    if (action.kind === "none") return;
    if (action.kind === "move" || action.kind === "close") {
      event.preventDefault();
      setState(action.state);
      return;
    }
    if (action.kind === "select") {
      event.preventDefault();
      const marker = suggestions[action.index];
      if (marker) pick(marker);
    }
    // "submit": the form's own submit handles Enter.
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState(closed);
    onSubmit(term);
  };

  return (
    <Form role="search" onSubmit={submit}>
      <Field>
        <ComboboxLabel htmlFor={`${id}-input`}>{labels.search}</ComboboxLabel>
        <ComboboxInput
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-activedescendant={open && state.active >= 0 ? optionId(state.active) : undefined}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? `${id}-error` : undefined}
          placeholder={labels.searchPlaceholder}
          value={term}
          onChange={(event) => {
            const next = event.target.value;
            onTermChange(next);
            // Typing an empty value clears the suggestions (specs §6).
            setState(next.trim() === "" ? closed : { open: true, active: -1 });
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setState(closed)}
        />
        {failed ? (
          <ErrorText id={`${id}-error`} role="alert">
            {labels.searchFailed}
          </ErrorText>
        ) : null}
        <List
          id={`${id}-list`}
          role="listbox"
          aria-label={labels.suggestions}
          hidden={!open}
          $above={variant === "map"}
        >
          {(ordered ?? suggestions.map((_, index) => index)).map((index) => {
            const marker = suggestions[index] as LocatorMarker;
            return (
              <Option
                key={marker.id}
                id={optionId(index)}
                role="option"
                aria-selected={state.active === index}
                // Before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(marker);
                }}
              >
                <span>{marker.name}</span>
                <small>
                  {marker.address}, {marker.zip} {marker.city}
                </small>
              </Option>
            );
          })}
        </List>
      </Field>
      <Button type="submit" variant="Secondary">
        {labels.searchButton}
      </Button>
    </Form>
  );
}
