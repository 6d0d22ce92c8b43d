import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { TextField } from "./TextField";

const Stack = styled.div`
  display: grid;
  gap: ${space.lg};
  max-width: 28rem;
  padding: ${space.lg};
`;

const meta = {
  title: "Primitives/TextField",
  component: TextField,
  parameters: { layout: "padded" },
  args: { label: "Förnamn", onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: "inline-radio", options: ["text", "email", "tel", "search"] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: {
    label: "E-post",
    type: "email",
    hint: "Vi skickar bokningsbekräftelsen hit",
    autoComplete: "email",
  },
};

/** The error is visible text, marks the input invalid and is read with it. */
export const WithError: Story = {
  args: {
    label: "Mobilnummer",
    type: "tel",
    defaultValue: "07012",
    error: "Ange ett telefonnummer med 8–15 siffror",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "Mobilnummer" });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Ange ett telefonnummer med 8–15 siffror");
    await expect(canvas.getByText("Ange ett telefonnummer med 8–15 siffror")).toBeVisible();
  },
};

export const Required: Story = {
  args: { label: "Efternamn", required: true, autoComplete: "family-name" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Efternamn" })).toBeRequired();
  },
};

export const Email: Story = {
  args: { label: "E-post", type: "email", placeholder: "namn@exempel.se" },
};

export const Tel: Story = {
  args: { label: "Telefon", type: "tel", placeholder: "070-123 45 67" },
};

export const Search: Story = {
  args: { label: "Sök bland 1 240 bilar", type: "search", placeholder: "Märke, modell…" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Sök bland 1 240 bilar" })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { label: "Registreringsnummer", disabled: true, defaultValue: "ABC123" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Registreringsnummer" })).toBeDisabled();
  },
};

/** Uncontrolled: the input keeps its own value (react-hook-form's `register` works like this). */
export const Uncontrolled: Story = {
  args: { label: "Ort", defaultValue: "Göte" },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const input = canvas.getByRole("textbox", { name: "Ort" });
    await expect(input).toHaveFocus();
    await userEvent.keyboard("{End}borg");
    await expect(input).toHaveValue("Göteborg");
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** Controlled: the parent shapes the value (a plate: uppercased, at most 6 characters). */
export const Controlled: Story = {
  args: { label: "Registreringsnummer", hint: "Till exempel ABC123" },
  render: function Render(args) {
    const [plate, setPlate] = useState("");
    return (
      <TextField
        {...args}
        value={plate}
        onChange={(event) => setPlate(event.target.value.toUpperCase().slice(0, 6))}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("abc123x");
    await expect(canvas.getByRole("textbox", { name: "Registreringsnummer" })).toHaveValue(
      "ABC123",
    );
  },
};

function Showcase() {
  return (
    <Stack>
      <TextField label="Förnamn" required defaultValue="Anna" />
      <TextField label="E-post" type="email" hint="Vi skickar bekräftelsen hit" />
      <TextField label="Mobilnummer" type="tel" defaultValue="07012" error="Ange 8–15 siffror" />
      <TextField label="Sök bil" type="search" placeholder="Volvo XC60" />
      <TextField label="Registreringsnummer" disabled defaultValue="ABC123" />
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
