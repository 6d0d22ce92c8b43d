import styled from "styled-components";
import type { Offering } from "../../../api-adapters/booking/schemas";
import { fontSize, space, vars } from "../../theme";
import { Checkbox } from "../../primitives/Checkbox";
import { Select } from "../../primitives/Select";
import { TextArea } from "../../primitives/TextArea";
import type { StepsLabels } from "./labels";
import { formatSek, lineTotal, type SelectedService } from "./rules";
import { FREE_TEXT_MAX_LENGTH } from "./schema";
import { unitChoices } from "./selection";

export interface OfferingOptionProps {
  offering: Offering;
  /** The chosen entry of this offering, if chosen. */
  selected: SelectedService | undefined;
  /** Why it cannot be chosen now (the other of base and original service is chosen). */
  disabledReason?: string;
  onToggle: () => void;
  onChange: (entry: SelectedService) => void;
  /** 'Ange meddelande' once the visitor tried to continue without one. */
  userInputError?: string;
  labels: StepsLabels;
}

/** The list the options of a category sit in. */
export const OfferingList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.li`
  display: grid;
  gap: ${space.xs};
  padding: ${space.sm} 0;
`;

const Price = styled.span`
  display: block;
  font-weight: ${vars.fontWeight.action};
`;

const Muted = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

const Details = styled.div`
  display: grid;
  gap: ${space.sm};
  max-width: 28rem;
  padding-inline-start: ${space.xl};
`;

/** The price of one unit (or of the offering) as the visitor pays it; 'Pris saknas*' if unknown. */
function unitPriceText(offering: Offering, labels: StepsLabels): string {
  const line = lineTotal({
    code: offering.code,
    name: offering.name,
    price: offering.price ?? null,
    priceKnown: offering.priceKnown,
    priceDiscount: offering.priceDiscount,
    category: "",
    type: "service",
  });
  if (line === null) return labels.unknownPrice;
  return `${formatSek(line)}${offering.unitPrice?.postfix ?? ""}`;
}

/**
 * One service or add-on: a checkbox with its price (discounted with a service agreement, the
 * price without it beside), its description, and once chosen its unit picker (minimum to maximum)
 * or its message with a counter (at most 80 characters).
 */
export function OfferingOption({
  offering,
  selected,
  disabledReason,
  onToggle,
  onChange,
  userInputError,
  labels,
}: OfferingOptionProps) {
  const unavailable = !offering.isAvailable;
  const discount = offering.priceKnown && offering.price != null && offering.priceDiscount;
  const hint = (
    <>
      <Price>{unitPriceText(offering, labels)}</Price>
      {discount ? <Muted>{labels.originalPrice(formatSek(offering.price ?? 0))}</Muted> : null}
      {offering.description ? <Muted>{offering.description}</Muted> : null}
      {unavailable ? <Muted>{labels.unavailable}</Muted> : null}
      {disabledReason ? <Muted>{disabledReason}</Muted> : null}
    </>
  );
  const units = unitChoices(offering);

  return (
    <Option>
      <Checkbox
        label={offering.name}
        hint={hint}
        checked={selected !== undefined}
        disabled={selected === undefined && (unavailable || disabledReason !== undefined)}
        onChange={onToggle}
      />
      {selected && (units.length > 0 || selected.userInput !== undefined) ? (
        <Details>
          {units.length > 0 && offering.unitPrice ? (
            <Select
              label={labels.unitsLabel(offering.unitPrice.unit)}
              options={units.map((count) => ({
                value: String(count),
                label: labels.units(count, offering.unitPrice?.unitAbbreviation ?? ""),
              }))}
              value={String(selected.unit ?? units[0])}
              onChange={(event) => onChange({ ...selected, unit: Number(event.target.value) })}
            />
          ) : null}
          {selected.userInput !== undefined ? (
            <TextArea
              label={labels.userInputLabel}
              required
              maxLength={FREE_TEXT_MAX_LENGTH}
              counterText={labels.userInputCounter}
              remainingText={labels.userInputRemaining}
              value={selected.userInput}
              error={userInputError}
              onChange={(event) => onChange({ ...selected, userInput: event.target.value })}
            />
          ) : null}
        </Details>
      ) : null}
    </Option>
  );
}
