import { useEffect, useRef, useState } from "react";
import styled from "styled-components";
import type { OfferingCategory } from "../../../api-adapters/booking/schemas";
import { fontSize, space, vars } from "../../theme";
import { Button } from "../../primitives/Button";
import { Spinner } from "../../primitives/Spinner";
import { Text } from "../../primitives/Text";
import type { StepsLabels } from "./labels";
import { OfferingOption } from "./OfferingOption";
import { continueToWorkshop, toggleAddon, updateService, type BookingState } from "./rules";
import { selectedFrom } from "./selection";
import type { ServiceBookingApi } from "./types";

export interface AddonsStepProps {
  api: ServiceBookingApi;
  state: BookingState;
  onStateChange: (next: BookingState) => void;
  labels: StepsLabels;
}

const Layout = styled.div`
  display: grid;
  gap: ${space.lg};
`;

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

const Options = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
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
  const [categories, setCategories] = useState<OfferingCategory[] | null>(null);
  const registrationNumber = state.car?.registrationNumber;
  const location = state.location;
  // The skip needs the state of the moment the answer came, not of the render that asked.
  const latest = useRef({ state, onStateChange });
  useEffect(() => {
    latest.current = { state, onStateChange };
  });

  useEffect(() => {
    if (!registrationNumber || !location) return;
    let current = true;
    const skip = () => {
      if (!current) return;
      const { state: now, onStateChange: change } = latest.current;
      change(continueToWorkshop(now));
    };
    api.addons(registrationNumber, location).then((found) => {
      if (!current) return;
      if (found.every((category) => category.offerings.length === 0)) skip();
      else setCategories(found);
    }, skip);
    return () => {
      current = false;
    };
  }, [api, registrationNumber, location]);

  if (!categories) return <Spinner label={labels.addonsLoading} showLabel />;

  const chosen = (code: string) => state.services.find((entry) => entry.code === code);
  const hasAddon = state.services.some((entry) => entry.type === "addon");

  return (
    <Layout>
      <Text>{labels.addonsIntro}</Text>
      {categories.map((category) => (
        <Group key={category.name}>
          <legend>
            {category.name}
            {category.selectionType ? <Choice>{labels.singleChoice}</Choice> : null}
          </legend>
          <Options>
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
          </Options>
        </Group>
      ))}
      <div>
        <Button type="button" onClick={() => onStateChange(continueToWorkshop(state))}>
          {hasAddon ? labels.continueWithAddons : labels.continueWithoutAddons}
        </Button>
      </div>
    </Layout>
  );
}
