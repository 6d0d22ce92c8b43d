import { useRef, useState } from "react";
import styled from "styled-components";
import type { OfferingCategory } from "../../../api-adapters/booking/schemas";
import { space } from "../../theme";
import { Accordion } from "../../primitives/Accordion";
import { Button } from "../../primitives/Button";
import { Heading } from "../../primitives/Heading";
import { Link } from "../../primitives/Link";
import { Notice } from "../../primitives/Notice";
import { NumberInput } from "../../primitives/NumberInput";
import { Spinner } from "../../primitives/Spinner";
import { Text } from "../../primitives/Text";
import type { StepsLabels } from "./labels";
import { OfferingList, OfferingOption } from "./OfferingOption";
import {
  addService,
  BASE_SERVICE,
  continueFromServices,
  isDisabled,
  needsMileage,
  ORIGINAL_SERVICE,
  removeService,
  updateService,
  type BookingState,
  type SelectedService,
} from "./rules";
import { hasProblems, selectedFrom, servicesProblems, type ServicesProblems } from "./selection";
import { StepBody } from "./StepShell";
import type { ServiceBookingApi } from "./types";
import { useOfferings } from "./use-offerings";

export interface ServicesStepProps {
  api: ServiceBookingApi;
  state: BookingState;
  onStateChange: (next: BookingState) => void;
  labels: StepsLabels;
  /** The damage-inspection service (external). */
  damageInspectionHref: string;
}

const Damage = styled.div`
  display: grid;
  gap: ${space.xs};
`;

/** The service a code excludes, for the "cannot be combined" hint. */
const otherOf = (code: string) =>
  code === BASE_SERVICE ? ORIGINAL_SERVICE : code === ORIGINAL_SERVICE ? BASE_SERVICE : undefined;

/**
 * Step 2 (specs §2.1, §4.1, §5): the services for the car and place, in collapsible categories.
 * Base and original service exclude each other; the original service asks for the mileage
 * ('Ange miltal'); a service with a message asks for it ('Ange meddelande', at most 80). 'Fortsätt'
 * needs a service. A failed fetch shows the catalogue's text with the contact e-mail.
 */
export function ServicesStep({
  api,
  state,
  onStateChange,
  labels,
  damageInspectionHref,
}: ServicesStepProps) {
  const load = useOfferings(api.services, state);
  const [problems, setProblems] = useState<ServicesProblems | null>(null);
  const mileageRef = useRef<HTMLInputElement>(null);
  const shownProblems = problems ? servicesProblems(state, labels) : null;
  const chosen = (code: string) => state.services.find((entry) => entry.code === code);
  const hasService = state.services.some((entry) => entry.type === "service");

  const apply = (change: ReturnType<typeof addService>) => {
    if (change.ok) onStateChange(change.state);
  };

  const toggle = (entry: SelectedService) =>
    chosen(entry.code)
      ? onStateChange(removeService(state, entry.code))
      : apply(addService(state, entry));

  const next = () => {
    const found = servicesProblems(state, labels);
    if (hasProblems(found)) {
      setProblems(found);
      // Focus the first field to mend: the mileage, else the first message.
      requestAnimationFrame(() => {
        const first =
          found.mileage !== undefined
            ? mileageRef.current
            : document.querySelector<HTMLElement>("[data-booking-services] [aria-invalid='true']");
        first?.focus();
      });
      return;
    }
    const advanced = continueFromServices(state);
    if (advanced) onStateChange(advanced);
  };

  if (load.kind === "loading") return <Spinner label={labels.servicesLoading} showLabel />;
  if (load.kind === "failed") {
    return (
      <Notice tone="error" live>
        {labels.servicesFailed} {labels.servicesFailedContact(labels.contactEmail)}
      </Notice>
    );
  }

  const categoryNames = (categories: OfferingCategory[]) => categories.map((entry) => entry.name);
  const nameOf = (code: string | undefined) =>
    load.categories.flatMap((category) => category.offerings).find((entry) => entry.code === code)
      ?.name ?? "";

  return (
    <StepBody data-booking-services="">
      {load.categories.length === 0 ? <Text>{labels.servicesEmpty}</Text> : null}
      <Accordion
        allowMultiple
        headingLevel={3}
        defaultValue={categoryNames(load.categories.slice(0, 1))}
        items={load.categories.map((category) => {
          const count = state.services.filter(
            (entry) => entry.type === "service" && entry.category === category.name,
          ).length;
          return {
            id: category.name,
            title: count > 0 ? `${category.name} (${labels.chosenCount(count)})` : category.name,
            content: (
              <OfferingList>
                {category.offerings.map((offering) => (
                  <OfferingOption
                    key={offering.code}
                    offering={offering}
                    selected={chosen(offering.code)}
                    disabledReason={
                      isDisabled(state.services, offering.code)
                        ? labels.excluded(nameOf(otherOf(offering.code)))
                        : undefined
                    }
                    onToggle={() => toggle(selectedFrom(offering, category, "service"))}
                    onChange={(entry) => apply(updateService(state, entry))}
                    userInputError={shownProblems?.userInput[offering.code]}
                    labels={labels}
                  />
                ))}
              </OfferingList>
            ),
          };
        })}
      />
      {needsMileage(state.services) ? (
        <NumberInput
          ref={mileageRef}
          label={labels.mileageLabel}
          hint={labels.mileageHint}
          required
          min={0}
          value={state.milage ?? null}
          onValueChange={(value) => onStateChange({ ...state, milage: value ?? undefined })}
          error={shownProblems?.mileage}
        />
      ) : null}
      <Damage>
        <Heading level={3} size="md">
          {labels.damageHeading}
        </Heading>
        <Text>{labels.damageText}</Text>
        <Link
          href={damageInspectionHref}
          variant="standalone"
          target="_blank"
          rel="noopener"
          newTabLabel={labels.newTab}
        >
          {labels.damageLink}
        </Link>
      </Damage>
      {!hasService ? <Text tone="muted">{labels.servicesRequired}</Text> : null}
      <div>
        <Button type="button" disabled={!hasService} onClick={next}>
          {labels.continue}
        </Button>
      </div>
    </StepBody>
  );
}
