import { useState, type FormEvent } from "react";
import styled from "styled-components";
import { space } from "../../theme";
import { Button } from "../../primitives/Button";
import { Notice } from "../../primitives/Notice";
import { TextField } from "../../primitives/TextField";
import type { StepsLabels } from "./labels";
import { PlaceSearch, type PositionSource } from "./PlaceSearch";
import { chooseCar, type BookingLocation, type BookingState } from "./rules";
import { normalisePlate } from "./schema";
import { BookingApiError, type ServiceBookingApi } from "./types";

export interface VehicleStepProps {
  api: ServiceBookingApi;
  state: BookingState;
  onStateChange: (next: BookingState) => void;
  labels: StepsLabels;
  /** The place to start from: the stored one, or the page's `?lat&lng`. */
  initialLocation: BookingLocation | undefined;
  positionSource: PositionSource | undefined;
}

type Outcome = { kind: "idle" } | { kind: "busy" } | { kind: "failed"; message: string };

const Form = styled.form`
  display: grid;
  gap: ${space.lg};
  max-width: 32rem;
`;

/**
 * Step 1 (specs §2.1, §4.1): the plate (upper-cased, at most six characters) and a place;
 * 'Fortsätt' is disabled until both are set, then looks the car up. An unsupported car and a
 * failed lookup keep the visitor here with the message.
 */
export function VehicleStep({
  api,
  state,
  onStateChange,
  labels,
  initialLocation,
  positionSource,
}: VehicleStepProps) {
  const [plate, setPlate] = useState(state.car?.registrationNumber ?? "");
  const [location, setLocation] = useState(initialLocation);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const ready = plate.length > 0 && location !== undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || outcome.kind === "busy") return;
    setOutcome({ kind: "busy" });
    try {
      const result = chooseCar(state, await api.lookupCar(plate), location);
      if (result.kind === "unsupported") {
        setOutcome({ kind: "failed", message: labels.unsupported(result.brand) });
        return;
      }
      setOutcome({ kind: "idle" });
      onStateChange(result.state);
    } catch (error) {
      const message = error instanceof BookingApiError ? error.message : labels.lookupFailed;
      setOutcome({ kind: "failed", message: message || labels.lookupFailed });
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={labels.plateLabel}
        hint={labels.plateHint}
        value={plate}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => setPlate(normalisePlate(event.target.value))}
      />
      <PlaceSearch
        api={api}
        location={location}
        onLocationChange={setLocation}
        labels={labels}
        positionSource={positionSource}
      />
      {outcome.kind === "failed" ? (
        <Notice tone="error" live>
          {outcome.message}
        </Notice>
      ) : null}
      <div>
        <Button type="submit" disabled={!ready} loading={outcome.kind === "busy"}>
          {labels.continue}
        </Button>
      </div>
    </Form>
  );
}
