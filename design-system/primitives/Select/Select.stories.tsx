import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Select } from "./Select";

const workshops = [
  { value: "gbg-hisingen", label: "Göteborg Hisingen" },
  { value: "gbg-molndal", label: "Mölndal" },
  { value: "sthlm-kungens-kurva", label: "Stockholm Kungens kurva" },
  { value: "malmo", label: "Malmö Svågertorp (fullbokat)", disabled: true },
];

const Stack = styled.div`
  display: grid;
  gap: ${space.lg};
  max-width: 28rem;
  padding: ${space.lg};
`;

const meta = {
  title: "Primitives/Select",
  component: Select,
  parameters: { layout: "padded" },
  args: {
    label: "Verkstad",
    options: workshops,
    placeholder: "Välj verkstad",
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The placeholder option shows first; the list is the platform's own. */
export const WithPlaceholder: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name: "Verkstad" })).toHaveValue("");
  },
};

export const WithValue: Story = {
  args: { defaultValue: "gbg-molndal", placeholder: undefined },
};

export const WithHint: Story = {
  args: { hint: "Verkstäder inom 50 km från dig" },
};

export const WithError: Story = {
  args: { required: true, error: "Välj en verkstad" },
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: "Verkstad" });
    await expect(select).toHaveAttribute("aria-invalid", "true");
    await expect(select).toHaveAccessibleDescription("Välj en verkstad");
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "gbg-hisingen" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toBeDisabled();
  },
};

/** Keyboard: Tab focuses the select; the platform list then takes arrow keys and type-ahead. */
export const Keyboard: Story = {
  render: function Render(args) {
    const [value, setValue] = useState("");
    return (
      <>
        <Select {...args} value={value} onChange={(event) => setValue(event.target.value)} />
        <p>
          Vald: <output>{value || "ingen"}</output>
        </p>
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole("combobox", { name: "Verkstad" });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    // Choosing is the platform's own list (arrow keys, type-ahead); user-event simulates the pick.
    await userEvent.selectOptions(select, "sthlm-kungens-kurva");
    await expect(canvas.getByRole("status")).toHaveTextContent("sthlm-kungens-kurva");
  },
};

function Showcase() {
  return (
    <Stack>
      <Select label="Verkstad" placeholder="Välj verkstad" options={workshops} />
      <Select label="Verkstad" options={workshops} defaultValue="gbg-molndal" hint="Inom 50 km" />
      <Select
        label="Verkstad"
        placeholder="Välj"
        options={workshops}
        required
        error="Välj en verkstad"
      />
      <Select label="Verkstad" options={workshops} disabled defaultValue="gbg-hisingen" />
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
