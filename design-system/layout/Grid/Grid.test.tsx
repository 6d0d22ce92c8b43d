// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Grid } from "./Grid";

describe("Grid", () => {
  it("renders its cells in the element asked for", () => {
    render(
      <Grid as="ul" columns={{ base: 1, md: 3 }} aria-label="Bilar">
        <li>Volvo XC40</li>
        <li>Kia EV6</li>
        <li>Toyota RAV4</li>
      </Grid>,
    );
    expect(screen.getByRole("list", { name: "Bilar" }).children).toHaveLength(3);
  });

  it("styles fixed and auto-fill grids differently", () => {
    render(
      <>
        <Grid data-testid="fixed" columns={3} />
        <Grid data-testid="fill" minItemWidth="18rem" />
      </>,
    );
    expect(screen.getByTestId("fixed").className).not.toBe(screen.getByTestId("fill").className);
  });
});
