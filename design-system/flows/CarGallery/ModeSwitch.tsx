import styled from "styled-components";
import { space } from "../../theme";
import { Chip } from "../../primitives/Chip";
import type { CarGalleryLabels, CarGalleryMode } from "./types";

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

/** Toggle chips, one per mode the car has; shown only when there is more than one. */
export function ModeSwitch({
  modes,
  mode,
  onModeChange,
  labels,
}: {
  modes: readonly CarGalleryMode[];
  mode: CarGalleryMode;
  onModeChange: (mode: CarGalleryMode) => void;
  labels: Pick<CarGalleryLabels, "modes" | "modeNames">;
}) {
  if (modes.length < 2) return null;
  return (
    <Group role="group" aria-label={labels.modes}>
      {modes.map((candidate) => (
        <Chip
          key={candidate}
          label={labels.modeNames[candidate]}
          selected={candidate === mode}
          onSelectedChange={() => onModeChange(candidate)}
        />
      ))}
    </Group>
  );
}
