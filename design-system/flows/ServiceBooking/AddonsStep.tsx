import { useEffect } from "react";
import styled from "styled-components";
import { fontSize, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { Spinner } from "../../primitives/Spinner";
import { Text } from "../../primitives/Text";
import type { StepsLabels } from "./labels";
import { OfferingList, OfferingOption } from "./OfferingOption";
import { continueToWorkshop, toggleAddon, updateService, type BookingState } from "./rules";
import { selectedFrom } from "./selection";
import { StepBody } from "./StepShell";
import type { ServiceBookingApi } from "./types";
import { useOfferings } from "./use-offerings";

export interface AddonsStepProps {
  api: ServiceBookingApi;
  state: BookingState;
  onStateChange: (next: BookingState) => void;
  labels: StepsLabels;
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-family: ${vars.font.heading};
    font-size: ${fontSize.md};
    font-weight: ${vars.fontWeight.heading};
  }
`;

const Choice = styled.span`
  display: block;
  color: ${vars.color.textMuted};
  font-size: ${fontSize.sm};
`;

/**
 * Step 3 (specs §4.1): optional add-ons by category; a category with a selectionType is single
 * choice (the new one replaces the other, a click on the chosen one deselects it). 'Fortsätt
 * utan tillval' while none is chosen, else 'Fortsätt'. A failed or empty fetch goes straight on
 * to step 4.
 */
export function AddonsStep({ api, state, onStateChange, labels }: AddonsStepProps) {
  const load = useOfferings(api.addons, state);
  const none =
    load.kind === "failed" ||
    (load.kind === "loaded" &&
      load.categories.every((category) => category.offerings.length === 0));

  // Nothing to add (a failure, or no add-ons): straight on to step 4.
  useEffect(() => {
    if (none) onStateChange(continueToWorkshop(state));
  }, [none, onStateChange, state]);

  if (load.kind !== "loaded" || none) return <Spinner label={labels.addonsLoading} showLabel />;
  const categories = load.categories;

  const chosen = (code: string) => state.services.find((entry) => entry.code === code);
  const hasAddon = state.services.some((entry) => entry.type === "addon");

  return (
    <StepBody>
      <Text>{labels.addonsIntro}</Text>
      {categories.map((category) => (
        <Group key={category.name}>
          <legend>
            {category.name}
            {category.selectionType ? <Choice>{labels.singleChoice}</Choice> : null}
          </legend>
          <OfferingList>
            {category.offerings.map((offering) => (
              <OfferingOption
                key={offering.code}
                offering={offering}
                selected={chosen(offering.code)}
                onToggle={() =>
                  onStateChange(
                    toggleAddon(state, category, selectedFrom(offering, category, "addon")),
                  )
                }
                onChange={(entry) => {
                  const change = updateService(state, entry);
                  if (change.ok) onStateChange(change.state);
                }}
                labels={labels}
              />
            ))}
          </OfferingList>
        </Group>
      ))}
      <div>
        <Button type="button" onClick={() => onStateChange(continueToWorkshop(state))}>
          {hasAddon ? labels.continueWithAddons : labels.continueWithoutAddons}
        </Button>
      </div>
    </StepBody>
  );
}
