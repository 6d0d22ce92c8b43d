import type { Meta, StoryObj } from "@storybook/react-vite";
import styled from "styled-components";
import { expect } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { FormField, type FormFieldProps } from "./FormField";
import { choiceInput, controlSurface, controlText } from "./styles";

/** A bare native input with the shared control styles: what TextField builds on. */
const DemoInput = styled.input`
  ${controlSurface}
  ${controlText}
  width: 100%;
`;

const DemoRadio = styled.input`
  ${choiceInput}
  border-radius: 50%;
`;

const Stack = styled.div`
  display: grid;
  gap: ${space.lg};
  max-width: 28rem;
  padding: ${space.lg};
`;

const demoInput: FormFieldProps["children"] = (control) => (
  <DemoInput {...control} placeholder="ABC123" />
);

const meta = {
  title: "Primitives/FormField",
  component: FormField,
  parameters: { layout: "padded" },
  args: {
    label: "Registreringsnummer",
    children: demoInput,
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Registreringsnummer" })).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { hint: "Sex tecken, till exempel ABC123" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveAccessibleDescription(
      "Sex tecken, till exempel ABC123",
    );
  },
};

/** The error shows under the control, with an icon, and describes it before the hint. */
export const WithError: Story = {
  args: {
    hint: "Sex tecken, till exempel ABC123",
    error: "Registreringsnumret finns inte",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription(
      "Registreringsnumret finns inte Sex tecken, till exempel ABC123",
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Registreringsnummer" })).toBeRequired();
  },
};

/** A hidden label still names the control (a search box beside a visible heading). */
export const HiddenLabel: Story = {
  args: { label: "Sök bil", hideLabel: true, children: (c) => <DemoInput {...c} type="search" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "Sök bil" })).toBeVisible();
  },
};

/** `variant="group"`: a fieldset and legend around several controls, described by hint and error. */
export const Group: Story = {
  args: {
    variant: "group",
    label: "Vad vill du göra med bilen?",
    hint: "Välj ett alternativ",
    error: "Välj sälja eller byta in",
    children: (_control, { invalid }) => (
      <>
        {["Sälja", "Byta in"].map((option) => (
          <FormField key={option} label={option} labelPlacement="after">
            {(c) => <DemoRadio {...c} type="radio" name="intent" data-invalid={invalid} />}
          </FormField>
        ))}
      </>
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole("group", { name: "Vad vill du göra med bilen?" });
    await expect(group).toHaveAccessibleDescription("Välj sälja eller byta in Välj ett alternativ");
    await expect(canvas.getAllByRole("radio")).toHaveLength(2);
  },
};

/** `labelPlacement="after"`: the label beside the control (checkboxes), hint and error under it. */
export const LabelAfter: Story = {
  args: {
    label: "Jag vill bli kontaktad om provkörning",
    labelPlacement: "after",
    hint: "Vi ringer inom två arbetsdagar",
    children: (c) => <DemoRadio {...c} type="checkbox" style={{ borderRadius: 0 }} />,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("Jag vill bli kontaktad om provkörning"));
    await expect(canvas.getByRole("checkbox")).toBeChecked();
  },
};

function Showcase() {
  return (
    <Stack>
      <FormField label="Namn" required>
        {(c) => <DemoInput {...c} defaultValue="Anna Svensson" />}
      </FormField>
      <FormField label="E-post" hint="Vi skickar bekräftelsen hit">
        {(c) => <DemoInput {...c} type="email" />}
      </FormField>
      <FormField label="Telefon" error="Ange ett telefonnummer med 8–15 siffror">
        {(c) => <DemoInput {...c} type="tel" defaultValue="070" />}
      </FormField>
      <FormField label="Ort">
        {(c) => <DemoInput {...c} disabled defaultValue="Göteborg" />}
      </FormField>
    </Stack>
  );
}

/** Every state together, per brand: label, hint, error, required, disabled. */
export const AllStates: Story = {
  tags: ["visual"],
  parameters: { layout: "fullscreen", chromatic: { modes: brandModes } },
  render: () => <Showcase />,
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: () => <InEveryBrand>{() => <Showcase />}</InEveryBrand>,
};
