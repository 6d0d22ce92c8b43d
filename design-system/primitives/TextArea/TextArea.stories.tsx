import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import styled from "styled-components";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { TextArea } from "./TextArea";

const Stack = styled.div`
  display: grid;
  gap: ${space.lg};
  max-width: 32rem;
  padding: ${space.lg};
`;

const tecken = (remaining: number) =>
  remaining === 1 ? "1 tecken kvar" : `${remaining} tecken kvar`;

const meta = {
  title: "Primitives/TextArea",
  component: TextArea,
  parameters: { layout: "padded" },
  args: {
    label: "Meddelande till verkstaden",
    maxLength: 80,
    remainingText: tecken,
    onChange: fn(),
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counter shows "n/max" live; screen readers hear what is left only near the limit. */
export const WithCounter: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard("Bromsarna gnisslar vid inbromsning");
    await expect(canvas.getByText("34/80")).toBeVisible();
    await expect(canvas.getByRole("textbox")).toHaveAccessibleDescription("34/80");
  },
};

/** Near the limit the counter stands out and a polite live region says what is left. */
export const NearLimit: Story = {
  args: { maxLength: 40, defaultValue: "Byt torkarblad fram och bak, tack" },
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole("textbox");
    await userEvent.click(area);
    await userEvent.keyboard("{End}!!!");
    await expect(canvas.getByText("36/40")).toBeVisible();
    await expect(canvas.getByText("4 tecken kvar")).toBeInTheDocument();
  },
};

export const AtLimit: Story = {
  args: { maxLength: 20, defaultValue: "Vinterdäck i bagaget" },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole("textbox"));
    await userEvent.keyboard("{End} extra");
    await expect(canvas.getByRole("textbox")).toHaveValue("Vinterdäck i bagaget");
    await expect(canvas.getByText("20/20")).toBeVisible();
    await expect(canvas.getByText("0 tecken kvar")).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { required: true, error: "Ange meddelande" },
  play: async ({ canvas }) => {
    const area = canvas.getByRole("textbox", { name: "Meddelande till verkstaden" });
    await expect(area).toHaveAttribute("aria-invalid", "true");
    await expect(area).toHaveAccessibleDescription("Ange meddelande 0/80");
  },
};

export const WithHint: Story = {
  args: {
    label: "Övrig information",
    maxLength: 500,
    hint: "Beskriv gärna ljud, varningslampor eller när felet uppstår",
  },
};

export const WithoutCounter: Story = {
  args: { label: "Kommentar", maxLength: undefined },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Bokningen är skickad" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeDisabled();
  },
};

/** Controlled: the counter follows the value the parent gives. */
export const Controlled: Story = {
  render: function Render(args) {
    const [text, setText] = useState("Hämta bilen efter 16");
    return <TextArea {...args} value={text} onChange={(event) => setText(event.target.value)} />;
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText("20/80")).toBeVisible();
    await userEvent.click(canvas.getByRole("textbox"));
    await userEvent.keyboard("{End}.30");
    await expect(canvas.getByText("23/80")).toBeVisible();
  },
};

function Showcase() {
  return (
    <Stack>
      <TextArea label="Meddelande" maxLength={80} remainingText={tecken} />
      <TextArea
        label="Meddelande"
        maxLength={40}
        remainingText={tecken}
        defaultValue="Byt torkarblad fram och bak, tack!!!"
      />
      <TextArea label="Meddelande" maxLength={80} required error="Ange meddelande" />
      <TextArea label="Kommentar" disabled defaultValue="Bokningen är skickad" />
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
