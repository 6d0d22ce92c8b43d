// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { FormFields, type FieldSpec } from "./FormFields";

interface Values {
  name: string;
  phone: string;
  note: string;
}

const fields: readonly FieldSpec<keyof Values>[] = [
  { name: "name", label: "Namn", autoComplete: "name", required: true },
  { name: "phone", label: "Telefon", kind: "tel", hint: "Siffror", clean: (v) => v.trim() },
  { name: "note", label: "Notering", kind: "textarea", maxLength: 20 },
];

const nameRequired: Resolver<Values> = (values) => {
  if (values.name !== "") return { values, errors: {} };
  const errors: FieldErrors<Values> = { name: { type: "required", message: "Ange namn" } };
  return { values: {}, errors };
};

function Harness({ onValues }: { onValues?: (values: Values) => void }) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: { name: "", phone: "", note: "" },
    resolver: nameRequired,
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onValues?.(values))}>
      <FormFields fields={fields} register={register} control={control} errors={errors} />
      <button type="submit">Skicka</button>
    </form>
  );
}

describe("FormFields", () => {
  it("renders each spec as a labelled control with its kind's type and autofill", () => {
    render(<Harness />);
    const name = screen.getByRole("textbox", { name: "Namn" });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute("autocomplete", "name");
    const phone = screen.getByRole("textbox", { name: "Telefon" });
    expect(phone).toHaveAttribute("type", "tel");
    expect(phone).toHaveAttribute("autocomplete", "tel");
    expect(phone).toHaveAttribute("inputmode", "tel");
    expect(phone).toHaveAccessibleDescription("Siffror");
    expect(phone).not.toBeRequired();
    expect(screen.getByRole("textbox", { name: "Notering" }).tagName).toBe("TEXTAREA");
  });

  it("shows a field's error linked to its control and focuses the first invalid field", async () => {
    render(<Harness />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Skicka" }));
    });
    const name = screen.getByRole("textbox", { name: "Namn" });
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Ange namn");
    expect(name).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Telefon" })).not.toHaveAttribute("aria-invalid");
  });

  it("cleans a value as it is typed and submits the cleaned value", async () => {
    let submitted: Values | undefined;
    render(<Harness onValues={(values) => (submitted = values)} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Namn" }), { target: { value: "Anna" } });
    const phone = screen.getByRole("textbox", { name: "Telefon" });
    fireEvent.change(phone, { target: { value: " 0701 " } });
    expect(phone).toHaveValue("0701");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Skicka" }));
    });
    expect(submitted).toEqual({ name: "Anna", phone: "0701", note: "" });
  });
});
