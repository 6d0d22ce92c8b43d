// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "./TextField";

describe("TextField", () => {
  it("is a labelled input with hint, and shows the error wired to it", () => {
    render(
      <TextField
        label="E-post"
        type="email"
        hint="Vi skickar bekräftelsen hit"
        error="Ange en giltig e-postadress"
        required
      />,
    );
    const input = screen.getByRole("textbox", { name: "E-post" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      "Ange en giltig e-postadress Vi skickar bekräftelsen hit",
    );
    expect(screen.getByText("Ange en giltig e-postadress")).toBeVisible();
  });

  it("supports the tel and search types", () => {
    render(
      <>
        <TextField label="Mobilnummer" type="tel" />
        <TextField label="Sök" type="search" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Mobilnummer" })).toHaveAttribute("type", "tel");
    expect(screen.getByRole("searchbox", { name: "Sök" })).toBeInTheDocument();
  });

  it("works uncontrolled", async () => {
    render(<TextField label="Namn" defaultValue="Anna" />);
    const input = screen.getByRole("textbox", { name: "Namn" });
    await userEvent.type(input, " Svensson");
    expect(input).toHaveValue("Anna Svensson");
  });

  it("works controlled", async () => {
    function Controlled() {
      const [value, setValue] = useState("");
      return (
        <TextField
          label="Registreringsnummer"
          value={value}
          onChange={(event) => setValue(event.target.value.toUpperCase().slice(0, 6))}
        />
      );
    }
    render(<Controlled />);
    const input = screen.getByRole("textbox", { name: "Registreringsnummer" });
    await userEvent.type(input, "abc123x");
    expect(input).toHaveValue("ABC123");
  });

  it("forwards the ref and the register props to the input (react-hook-form)", () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <TextField label="Förnamn" name="firstName" ref={ref} onChange={onChange} onBlur={onBlur} />,
    );
    const input = screen.getByRole("textbox", { name: "Förnamn" });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute("name", "firstName");
    fireEvent.change(input, { target: { value: "Anna" } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(ref.current?.value).toBe("Anna");
  });

  it("can be disabled", () => {
    render(<TextField label="Ort" disabled defaultValue="Göteborg" />);
    expect(screen.getByRole("textbox", { name: "Ort" })).toBeDisabled();
  });

  it("keeps a caller's aria-describedby", () => {
    render(
      <>
        <p id="extra">Gäller bara privatpersoner</p>
        <TextField label="Personnummer" hint="ÅÅÅÅMMDD-XXXX" aria-describedby="extra" />
      </>,
    );
    expect(screen.getByRole("textbox", { name: "Personnummer" })).toHaveAccessibleDescription(
      "ÅÅÅÅMMDD-XXXX Gäller bara privatpersoner",
    );
  });
});
