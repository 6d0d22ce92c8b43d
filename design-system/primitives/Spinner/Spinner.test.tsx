// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./Spinner";

describe("Spinner", () => {
  it("is a status holding the label it is given", () => {
    render(<Spinner label="Laddar bilar…" />);
    expect(screen.getByRole("status")).toHaveTextContent("Laddar bilar…");
  });

  it("reads the label it is given, visible or not", () => {
    const { rerender } = render(<Spinner label="Hämtar lediga tider…" />);
    expect(screen.getByRole("status")).toHaveTextContent("Hämtar lediga tider…");
    rerender(<Spinner label="Hämtar lediga tider…" showLabel />);
    expect(screen.getByText("Hämtar lediga tider…")).toBeVisible();
  });
});
