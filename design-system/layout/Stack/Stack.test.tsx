// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Stack } from "./Stack";

describe("Stack", () => {
  it("renders its children in the element asked for", () => {
    render(
      <Stack as="ul" aria-label="Tillval">
        <li>Dragkrok</li>
        <li>Vinterhjul</li>
      </Stack>,
    );
    expect(screen.getByRole("list", { name: "Tillval" }).children).toHaveLength(2);
  });

  it("gives direction, gap and wrapping their own styles", () => {
    render(
      <>
        <Stack data-testid="a">A</Stack>
        <Stack data-testid="b" direction="horizontal" gap="xs" wrap>
          B
        </Stack>
      </>,
    );
    expect(screen.getByTestId("a").className).not.toBe(screen.getByTestId("b").className);
  });
});
