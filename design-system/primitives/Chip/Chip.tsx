import type { ReactNode } from "react";
import styled, { css } from "styled-components";
import { fontSize, lineHeight, motion, space, vars } from "../../theme";
import { Icon } from "../Icon";
import { useControllableState } from "../../hooks/useControllableState";

/** A removable chip (an applied filter) brings its remove button's name; others take none. */
type RemoveProps =
  | { onRemove?: undefined; removeLabel?: undefined }
  | {
      /** Called by the remove button. */
      onRemove: (() => void) | undefined;
      /** The remove button's accessible name, in the site language: "Ta bort filter: Diesel". */
      removeLabel: string;
    };

export type ChipProps = RemoveProps & {
  /** The chip's text, e.g. "Diesel". */
  label: string;
  /**
   * Toggle chip: whether it is selected (`aria-pressed`, controlled). A chip with `selected`,
   * `defaultSelected` or `onSelectedChange` is a toggle button.
   */
  selected?: boolean;
  /** Toggle chip: selected at first (uncontrolled). */
  defaultSelected?: boolean;
  /** Toggle chip: called with the new state when pressed. */
  onSelectedChange?: (selected: boolean) => void;
  /** Shown but inactive: stays focusable and announced, does nothing. */
  disabled?: boolean;
};

const chipStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${space.xxs};
  min-height: 2rem;
  max-width: 100%;
  padding: ${space.xxs} ${space.sm};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.chip};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-family: inherit;
  font-size: ${fontSize.sm};
  font-weight: ${vars.fontWeight.body};
  line-height: ${lineHeight.tight};
  transition:
    background ${motion.fast},
    border-color ${motion.fast},
    color ${motion.fast};
  &[data-selected] {
    border-color: ${vars.color.action};
    background: ${vars.color.action};
    color: ${vars.color.actionText};
  }
`;

const ToggleChip = styled.button`
  ${chipStyles}
  cursor: pointer;
  &:hover:not([aria-disabled="true"]):not([data-selected]) {
    background: ${vars.color.surfaceRaised};
  }
  &[aria-disabled="true"] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StaticChip = styled.span`
  ${chipStyles}
  &:has(button) {
    padding-inline-end: ${space.xxs};
  }
  /* The text keeps its contrast; the border and the inactive remove button show the state. */
  &[data-disabled] {
    border-style: dashed;
  }
`;

const RemoveButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover:not([aria-disabled="true"]) {
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
  }
  &[aria-disabled="true"] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * A chip. A toggle chip (filters, tag filters) is a button with `aria-pressed` and a check mark
 * when selected. A removable chip (an applied filter) is its text plus a remove button named by
 * `removeLabel`. With neither, a static label. Disabled chips stay focusable but do nothing.
 */
export function Chip({
  label,
  selected,
  defaultSelected,
  onSelectedChange,
  onRemove,
  removeLabel,
  disabled = false,
}: ChipProps) {
  const [isSelected, setSelected] = useControllableState(
    selected,
    defaultSelected ?? false,
    onSelectedChange,
  );
  const toggle =
    onRemove === undefined &&
    (selected !== undefined || defaultSelected !== undefined || onSelectedChange !== undefined);
  const state = {
    "data-selected": isSelected ? "" : undefined,
    "data-disabled": disabled ? "" : undefined,
  };

  if (toggle) {
    return (
      <ToggleChip
        type="button"
        aria-pressed={isSelected}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled) setSelected(!isSelected);
        }}
        {...state}
      >
        {isSelected && <Icon name="Check" size="sm" />}
        <Label>{label}</Label>
      </ToggleChip>
    );
  }

  return (
    <StaticChip {...state}>
      <Label>{label}</Label>
      {onRemove && (
        <RemoveButton
          type="button"
          aria-label={removeLabel}
          aria-disabled={disabled || undefined}
          onClick={() => {
            if (!disabled) onRemove();
          }}
        >
          <Icon name="Close" size="sm" />
        </RemoveButton>
      )}
    </StaticChip>
  );
}

export interface ChipGroupProps {
  /** Names the group ("Drivmedel", "Valda filter"); without it the row is only layout. */
  label?: string;
  children: ReactNode;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs};
`;

/** A wrapping row of chips; a named group when given a label. */
export function ChipGroup({ label, children }: ChipGroupProps) {
  return (
    <Row role={label ? "group" : undefined} aria-label={label}>
      {children}
    </Row>
  );
}
