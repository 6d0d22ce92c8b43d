import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { NumberInput } from "./NumberInput";

const Stack = styled.div`
  display: grid;
  gap: ${space.lg};
  max-width: 22rem;
  padding: ${space.lg};
`;

const tireStepButtons = { decrementLabel: "Färre däck", incrementLabel: "Fler däck" };

const meta = {
  title: "Primitives/NumberInput",
  component: NumberInput,
  parameters: { layout: "padded" },
  args: {
    label: "Mätarställning",
    unit: "mil",
    min: 0,
    max: 99999,
    onValueChange: fn(),
  },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digits only while typing; on blur leading zeros go and the value is clamped to min/max. */
export const WithUnit: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Mätarställning" });
    await expect(input).toHaveAccessibleDescription("mil");
    await userEvent.tab();
    await userEvent.keyboard("00 7a5");
    await expect(input).toHaveValue("0075");
    await userEvent.tab();
    await expect(input).toHaveValue("75");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(75);
  },
};

/** A value above max is clamped on Enter (and on blur). */
export const ClampsToMax: Story = {
  args: { label: "Handpenning", unit: "kr", min: 0, max: 150000, defaultValue: 50000 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Handpenning" });
    await userEvent.clear(input);
    await userEvent.type(input, "990000{Enter}");
    await expect(input).toHaveValue("150000");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(150000);
  },
};

/** − and + buttons, named by props, and ArrowUp/ArrowDown step the value within the bounds. */
export const WithStepButtons: Story = {
  args: {
    label: "Antal däck",
    unit: "st",
    min: 1,
    max: 4,
    defaultValue: 4,
    stepButtons: tireStepButtons,
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Antal däck" });
    const more = canvas.getByRole("button", { name: "Fler däck" });
    const fewer = canvas.getByRole("button", { name: "Färre däck" });
    await expect(more).toHaveAttribute("aria-disabled", "true");
    await userEvent.tab();
    await expect(fewer).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(input).toHaveValue("3");
    await userEvent.keyboard(" ");
    await expect(input).toHaveValue("2");
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(input).toHaveValue("3");
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
  },
};

export const WithHint: Story = {
  args: {
    label: "Lånebelopp",
    unit: "kr",
    min: 20000,
    max: 500000,
    hint: "Mellan 20 000 och 500 000 kr",
  },
};

export const WithError: Story = {
  args: { label: "Miltal", unit: "mil", required: true, error: "Ange miltal" },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Miltal" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Ange miltal mil");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 12500, stepButtons: tireStepButtons },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
  },
};

/** Controlled: the parent holds a number (`null` when empty). */
export const Controlled: Story = {
  args: { label: "Effekt", unit: "hk", min: 0, max: 1000 },
  render: function Render(args) {
    const [power, setPower] = useState<number | null>(150);
    return (
      <>
        <NumberInput {...args} value={power} onValueChange={setPower} />
        <p>
          Värde: <output>{power === null ? "tomt" : power}</output>
        </p>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole("textbox", { name: "Effekt" });
    await userEvent.clear(input);
    await userEvent.type(input, "0250");
    await userEvent.tab();
    await expect(canvas.getByRole("status")).toHaveTextContent("250");
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(canvas.getByRole("status")).toHaveTextContent("tomt");
  },
};

function Showcase() {
  return (
    <Stack>
      <NumberInput label="Mätarställning" unit="mil" min={0} defaultValue={12500} />
      <NumberInput
        label="Antal däck"
        unit="st"
        min={1}
        max={4}
        defaultValue={4}
        stepButtons={tireStepButtons}
      />
      <NumberInput label="Lånebelopp" unit="kr" hint="Mellan 20 000 och 500 000 kr" />
      <NumberInput label="Miltal" unit="mil" required error="Ange miltal" />
      <NumberInput label="Effekt" unit="hk" disabled defaultValue={150} />
    </Stack>
  );
}

export const AllStates: Story = {
  tags: ["visual"],
  parameters: { layout: "fullscreen", chromatic: { modes: brandModes } },
  render: () => <Showcase />,
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => <InEveryBrand>{() => <Showcase />}</InEveryBrand>,
};
