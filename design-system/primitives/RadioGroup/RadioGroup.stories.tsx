import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { RadioGroup } from "./RadioGroup";

const intents = [
  { value: "sell", label: "Sälja bilen" },
  { value: "trade", label: "Byta in bilen", hint: "Mot en ny eller begagnad bil hos oss" },
];

const fuels = [
  { value: "el", label: "El" },
  { value: "hybrid", label: "Laddhybrid" },
  { value: "bensin", label: "Bensin" },
  { value: "diesel", label: "Diesel", disabled: true },
];

const Stack = styled.div`
  display: grid;
  gap: ${space.xl};
  max-width: 36rem;
  padding: ${space.lg};
`;

const meta = {
  title: "Primitives/RadioGroup",
  component: RadioGroup,
  parameters: { layout: "padded" },
  args: {
    label: "Vad vill du göra med bilen?",
    options: intents,
    name: "intent",
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab enters the group; arrow keys move and select (native radios). */
export const Vertical: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole("group", { name: "Vad vill du göra med bilen?" })).toBeVisible();
    const sell = canvas.getByRole("radio", { name: "Sälja bilen" });
    const trade = canvas.getByRole("radio", { name: "Byta in bilen" });
    await userEvent.tab();
    await expect(sell).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(trade).toHaveFocus();
    await expect(trade).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith("trade");
    await userEvent.keyboard("{ArrowUp}");
    await expect(sell).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: { label: "Drivmedel", options: fuels, orientation: "horizontal", name: "fuel" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("Laddhybrid"));
    await expect(canvas.getByRole("radio", { name: "Laddhybrid" })).toBeChecked();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "Bensin" })).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: "Du får ett pris inom 24 timmar" },
};

export const WithError: Story = {
  args: { required: true, error: "Välj sälja eller byta in" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription("Välj sälja eller byta in");
    await expect(canvas.getByRole("radio", { name: "Sälja bilen" })).toBeRequired();
  },
};

/** A disabled option is skipped by the arrow keys. */
export const DisabledOption: Story = {
  args: { label: "Drivmedel", options: fuels, name: "fuel", defaultValue: "bensin" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "Diesel" })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "sell" },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<string | null>(null);
    return (
      <>
        <RadioGroup {...args} value={value} onChange={setValue} />
        <p>
          Val: <output>{value ?? "inget"}</output>
        </p>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "Byta in bilen" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("trade");
  },
};

function Showcase() {
  return (
    <Stack>
      <RadioGroup label="Vad vill du göra med bilen?" options={intents} defaultValue="trade" />
      <RadioGroup label="Drivmedel" options={fuels} orientation="horizontal" defaultValue="el" />
      <RadioGroup
        label="Vad vill du göra med bilen?"
        options={intents}
        required
        error="Välj sälja eller byta in"
      />
      <RadioGroup label="Växellåda" options={intents} disabled defaultValue="sell" />
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
