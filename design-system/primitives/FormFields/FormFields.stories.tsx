import type { Meta, StoryObj } from "@storybook/react-vite";
import { useForm, type Resolver } from "react-hook-form";
import styled from "styled-components";
import { expect, fn } from "storybook/test";
import { InEveryBrand } from "../../../.storybook/brands";
import { allBrandsModes, brandModes } from "../../../.storybook/modes";
import { space } from "../../theme";
import { Button } from "../Button";
import { FormFields, type FieldSpec } from "./FormFields";

interface DemoValues {
  name: string;
  phone: string;
  email: string;
  message: string;
}

const demoFields: readonly FieldSpec<keyof DemoValues>[] = [
  { name: "name", label: "Namn", autoComplete: "name", required: true },
  {
    name: "phone",
    label: "Telefon",
    kind: "tel",
    hint: "Siffror och plus",
    required: true,
    clean: (value) => value.replace(/[^\d+]/g, ""),
  },
  { name: "email", label: "E-post", kind: "email", required: true },
  { name: "message", label: "Meddelande", kind: "textarea", rows: 3, maxLength: 80 },
];

const messages: Record<keyof DemoValues, string> = {
  name: "Ange ditt namn",
  phone: "Ange ett telefonnummer",
  email: "Ange en giltig e-postadress",
  message: "",
};

/** Every field but the message is required: the story's stand-in for a form's schema. */
const requiredResolver: Resolver<DemoValues> = (values) => {
  const errors = Object.fromEntries(
    (["name", "phone", "email"] as const)
      .filter((name) => values[name].trim() === "")
      .map((name) => [name, { type: "required", message: messages[name] }]),
  );
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  max-width: 28rem;
  padding: ${space.lg};
`;

function DemoForm({
  defaultValues,
  onSubmit,
}: {
  defaultValues?: Partial<DemoValues>;
  onSubmit: (values: DemoValues) => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DemoValues>({
    resolver: requiredResolver,
    defaultValues: { name: "", phone: "", email: "", message: "", ...defaultValues },
  });
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Kontakt">
      <FormFields fields={demoFields} register={register} control={control} errors={errors} />
      <div>
        <Button type="submit">Skicka</Button>
      </div>
    </Form>
  );
}

const meta = {
  title: "Primitives/FormFields",
  component: DemoForm,
  parameters: { layout: "padded" },
  args: { onSubmit: fn() },
} satisfies Meta<typeof DemoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each spec becomes a labelled control; required ones carry the mark and `required`. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "Namn" })).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: "Telefon" })).toHaveAttribute("type", "tel");
    await expect(canvas.getByRole("textbox", { name: "Telefon" })).toHaveAccessibleDescription(
      "Siffror och plus",
    );
    await expect(canvas.getByRole("textbox", { name: "E-post" })).toHaveAttribute(
      "autocomplete",
      "email",
    );
    await expect(canvas.getByRole("textbox", { name: "Meddelande" })).not.toBeRequired();
  },
};

/** An empty submit: each message under its field, linked to it, focus on the first one. */
export const WithErrors: Story = {
  tags: ["visual"],
  parameters: { chromatic: { modes: brandModes } },
  args: { defaultValues: { email: "anna@example.se" } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Skicka" }));
    const name = canvas.getByRole("textbox", { name: "Namn" });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Ange ditt namn");
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole("textbox", { name: "Telefon" })).toHaveAccessibleDescription(
      "Ange ett telefonnummer Siffror och plus",
    );
    await expect(canvas.getByRole("textbox", { name: "E-post" })).not.toHaveAttribute(
      "aria-invalid",
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The phone field drops what is not a digit or plus as it is typed. */
export const CleansAsTyped: Story = {
  play: async ({ canvas, userEvent }) => {
    const phone = canvas.getByRole("textbox", { name: "Telefon" });
    await userEvent.type(phone, "+46 70-123");
    await expect(phone).toHaveValue("+4670123");
  },
};

export const AllBrands: Story = {
  parameters: { layout: "fullscreen", chromatic: { modes: allBrandsModes } },
  render: (args) => <InEveryBrand>{() => <DemoForm {...args} />}</InEveryBrand>,
};
