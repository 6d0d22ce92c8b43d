// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField, joinIds } from "./FormField";

describe("FormField", () => {
  it("labels the control and describes it with error then hint", () => {
    render(
      <FormField label="E-post" hint="Vi skickar bekräftelsen hit" error="Ange en giltig e-post">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "E-post" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Ange en giltig e-post Vi skickar bekräftelsen hit");
    expect(screen.getByText("Ange en giltig e-post")).toBeVisible();
  });

  it("leaves aria-invalid and aria-describedby off without error or hint", () => {
    render(<FormField label="Namn">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByRole("textbox", { name: "Namn" });
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
  });

  it("marks required fields with a hidden asterisk and the required attribute", () => {
    render(
      <FormField label="Telefon" required id="phone">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Telefon" });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("id", "phone");
    expect(screen.getByText("*", { exact: false })).toHaveAttribute("aria-hidden", "true");
  });

  it("adds extra descriptions after error and hint", () => {
    render(
      <>
        <span id="unit">kr</span>
        <FormField label="Pris" hint="Hela kronor" describedBy="unit">
          {(control) => <input {...control} />}
        </FormField>
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Pris" })).toHaveAccessibleDescription(
      "Hela kronor kr",
    );
  });

  it("renders a group as a fieldset named by its legend and described by hint and error", () => {
    render(
      <FormField variant="group" label="Växellåda" hint="Välj en" error="Välj växellåda">
        {(_group, { invalid }) => (
          <>
            <input type="radio" name="g" aria-label="Automat" data-invalid={invalid} />
            <input type="radio" name="g" aria-label="Manuell" />
          </>
        )}
      </FormField>,
    );
    const group = screen.getByRole("group", { name: "Växellåda" });
    expect(group).toHaveAccessibleDescription("Välj växellåda Välj en");
    const radio = screen.getByRole("radio", { name: "Automat" });
    expect(radio).toHaveAttribute("data-invalid", "true");
    expect(radio).not.toHaveAttribute("aria-invalid");
  });

  it("keeps a hidden label as the accessible name", () => {
    render(
      <FormField label="Sök bil" hideLabel>
        {(control) => <input type="search" {...control} />}
      </FormField>,
    );
    expect(screen.getByRole("searchbox", { name: "Sök bil" })).toBeInTheDocument();
  });
});

describe("joinIds", () => {
  it("joins the ids given, undefined for none", () => {
    expect(joinIds("a", false, null, undefined, "b")).toBe("a b");
    expect(joinIds(false, undefined)).toBeUndefined();
  });
});
