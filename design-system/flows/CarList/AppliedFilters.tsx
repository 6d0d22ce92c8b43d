import styled from "styled-components";
import { formatMessage } from "../../../i18n/format";
import { space } from "../../theme";
import { Button } from "../../primitives/Button";
import { Chip, ChipGroup } from "../../primitives/Chip";
import type { AppliedChip } from "./query";

export interface AppliedFiltersTexts {
  /** Names the chip group ("Valda filter"). */
  appliedFilters: string;
  /** A chip's remove button; `{label}` is the chip's text ("Ta bort filter: {label}"). */
  removeFilter: string;
  /** Clears filters, ranges, keyphrase and page ("Rensa alla"). */
  clearAll: string;
}

export interface AppliedFiltersProps {
  chips: AppliedChip[];
  /** A chip's remove button was pressed. */
  onRemove: (chip: AppliedChip) => void;
  onClearAll: () => void;
  texts: AppliedFiltersTexts;
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
`;

/** The applied filters as removable chips, and "clear all"; nothing when none apply. */
export function AppliedFilters({ chips, onRemove, onClearAll, texts }: AppliedFiltersProps) {
  if (chips.length === 0) return null;
  return (
    <Row>
      <ChipGroup label={texts.appliedFilters}>
        {chips.map((chip) => (
          <Chip
            key={chip.key}
            label={chip.label}
            removeLabel={formatMessage(texts.removeFilter, { label: chip.label })}
            onRemove={() => onRemove(chip)}
          />
        ))}
      </ChipGroup>
      <Button variant="Ghost" onClick={onClearAll}>
        {texts.clearAll}
      </Button>
    </Row>
  );
}
