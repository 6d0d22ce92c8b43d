// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it } from "vitest";
import { TextArea } from "./TextArea";

const remainingText = (n: number) => `${n} tecken kvar`;

describe("TextArea", () => {
  it("counts characters live as n/max and describes the field with the counter", async () => {
    render(<TextArea label="Meddelande" maxLength={80} remainingText={remainingText} />);
    const area = screen.getByRole("textbox", { name: "Meddelande" });
    expect(area).toHaveAttribute("maxlength", "80");
    expect(screen.getByText("0/80")).toBeInTheDocument();
    await userEvent.type(area, "Byt vindrutetorkare");
    expect(screen.getByText("19/80")).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription("19/80");
  });

  it("announces what is left politely only near the limit", async () => {
    render(<TextArea label="Meddelande" maxLength={20} remainingText={remainingText} />);
    const area = screen.getByRole("textbox", { name: "Meddelande" });
    const live = document.querySelector("[aria-live='polite']");
    expect(live).toHaveTextContent("");
    await userEvent.type(area, "0123456789");
    expect(live).toHaveTextContent("");
    await userEvent.type(area, "abcde");
    expect(live).toHaveTextContent("5 tecken kvar");
    await userEvent.type(area, "fghijXYZ");
    expect(area).toHaveValue("0123456789abcdefghij");
    expect(live).toHaveTextContent("0 tecken kvar");
    expect(screen.getByText("20/20")).toBeInTheDocument();
  });

  it("counts a controlled value and a default value", () => {
    function Controlled() {
      const [value, setValue] = useState("Hej");
      return (
        <TextArea
          label="Kommentar"
          maxLength={100}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      );
    }
    render(
      <>
        <Controlled />
        <TextArea label="Övrigt" maxLength={50} defaultValue="Vinterdäck i bagaget" />
      </>,
    );
    expect(screen.getByText("3/100")).toBeInTheDocument();
    expect(screen.getByText("20/50")).toBeInTheDocument();
  });

  it("shows an error and forwards the ref", () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea label="Meddelande" error="Ange meddelande" ref={ref} required />);
    const area = screen.getByRole("textbox", { name: "Meddelande" });
    expect(ref.current).toBe(area);
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleDescription("Ange meddelande");
  });

  it("has no counter without maxLength", () => {
    render(<TextArea label="Kommentar" />);
    expect(document.querySelector("[aria-live]")).toBeNull();
  });
});
