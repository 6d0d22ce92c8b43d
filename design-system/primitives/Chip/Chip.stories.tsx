import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn, userEvent, within } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Button } from "../Button";
import { Chip, ChipGroup } from "./Chip";

const Frame = styled.div`
  display: grid;
  gap: ${space.lg};
  max-width: 40rem;
  padding: ${space.lg};
`;

const meta = {
  title: "Primitives/Chip",
  component: Chip,
  args: { label: "Diesel" },
  render: (args) => (
    <Frame>
      <Chip {...args} />
    </Frame>
  ),
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toggle chip: Space and Enter switch `aria-pressed`; a check mark shows the selection. */
export const Toggle: Story = {
  args: { onSelectedChange: fn() },
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole("button", { name: "Diesel" });
    await expect(chip).toHaveAttribute("aria-pressed", "false");
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("{Enter}");
    await expect(chip).toHaveAttribute("aria-pressed", "false");
    await expect(args.onSelectedChange).toHaveBeenCalledTimes(2);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true, label: "El" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "El" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

/** Disabled (no cars with this fuel): focusable and announced, but does nothing. */
export const Disabled: Story = {
  args: { label: "Vätgas", disabled: true, onSelectedChange: fn() },
  play: async ({ args, canvas }) => {
    const chip = canvas.getByRole("button", { name: "Vätgas" });
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await userEvent.keyboard(" ");
    await userEvent.click(chip);
    await expect(args.onSelectedChange).not.toHaveBeenCalled();
    await expect(chip).toHaveAttribute("aria-pressed", "false");
  },
};

/** An applied filter: the remove button says what it removes. */
export const Removable: Story = {
  args: { onRemove: fn(), removeLabel: "Ta bort filter: Diesel" },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const remove = canvas.getByRole("button", { name: "Ta bort filter: Diesel" });
    await expect(remove).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const RemovableDisabled: Story = {
  args: { onRemove: fn(), removeLabel: "Ta bort filter: Diesel", disabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Ta bort filter: Diesel" }));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

const fuels = ["Bensin", "Diesel", "El", "Laddhybrid", "Hybrid", "Biogas", "Etanol"];

function AppliedFilters() {
  const [applied, setApplied] = useState([
    "Diesel",
    "Kombi",
    "2019–2022",
    "Automat",
    "Max 15 000 mil",
  ]);
  return (
    <Frame>
      <ChipGroup label="Valda filter">
        {applied.map((filter) => (
          <Chip
            key={filter}
            label={filter}
            onRemove={() => setApplied((current) => current.filter((item) => item !== filter))}
            removeLabel={`Ta bort filter: ${filter}`}
          />
        ))}
        {applied.length > 0 && (
          <Button variant="Ghost" onClick={() => setApplied([])}>
            Rensa alla
          </Button>
        )}
      </ChipGroup>
      <p>{applied.length === 0 ? "Inga filter valda" : `${applied.length} filter valda`}</p>
    </Frame>
  );
}

/** Applied filters in a wrapping row: remove one, or clear all. */
export const AppliedFilterRow: Story = {
  globals: { viewport: { value: "mobile", isRotated: false } },
  render: () => <AppliedFilters />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Valda filter" });
    await userEvent.click(within(group).getByRole("button", { name: "Ta bort filter: Kombi" }));
    await expect(canvas.queryByText("Kombi")).toBeNull();
    await expect(canvas.getByText("4 filter valda")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Rensa alla" }));
    await expect(canvas.getByText("Inga filter valda")).toBeVisible();
  },
};

/** Toggle chips for a filter, in a labelled group that wraps. */
export const ToggleGroup: Story = {
  render: () => (
    <Frame>
      <ChipGroup label="Drivmedel">
        {fuels.map((fuel) => (
          <Chip
            key={fuel}
            label={fuel}
            defaultSelected={fuel === "El"}
            disabled={fuel === "Etanol"}
          />
        ))}
      </ChipGroup>
    </Frame>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Drivmedel" });
    await expect(within(group).getAllByRole("button")).toHaveLength(fuels.length);
    await userEvent.click(within(group).getByRole("button", { name: "Hybrid" }));
    await expect(within(group).getByRole("button", { name: "Hybrid" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

const AllStates = () => (
  <Frame>
    <ChipGroup label="Drivmedel">
      <Chip label="Bensin" defaultSelected={false} />
      <Chip label="El" defaultSelected />
      <Chip label="Vätgas" defaultSelected={false} disabled />
    </ChipGroup>
    <ChipGroup label="Valda filter">
      <Chip label="Diesel" onRemove={() => {}} removeLabel="Ta bort filter: Diesel" />
      <Chip label="Kombi" onRemove={() => {}} removeLabel="Ta bort filter: Kombi" disabled />
      <Chip label="Nyinkommen" />
    </ChipGroup>
  </Frame>
);

/** Every state: the snapshot brand designers review per brand. */
export const Showcase: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  render: () => <AllStates />,
};

export const AllBrands: Story = {
  parameters: { chromatic: { modes: allBrandsModes } },
  render: () => <InEveryBrand>{() => <AllStates />}</InEveryBrand>,
};
