// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Text } from "./Text";

describe("Text", () => {
  it("is a paragraph by default", () => {
    render(<Text>Fri hemleverans i hela Sverige.</Text>);
    expect(screen.getByText("Fri hemleverans i hela Sverige.").tagName).toBe("P");
  });

  it("renders the element asked for and passes attributes on", () => {
    render(
      <Text as="span" size="sm" tone="muted" id="pris">
        Pris saknas*
      </Text>,
    );
    const text = screen.getByText("Pris saknas*");
    expect(text.tagName).toBe("SPAN");
    expect(text).toHaveAttribute("id", "pris");
  });

  it("gives sizes and tones their own styles", () => {
    render(
      <>
        <Text size="sm">Liten</Text>
        <Text size="lg">Stor</Text>
        <Text tone="muted">Dämpad</Text>
      </>,
    );
    const classes = ["Liten", "Stor", "Dämpad"].map((t) => screen.getByText(t).className);
    expect(new Set(classes).size).toBe(3);
  });
});
