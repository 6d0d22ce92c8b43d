// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { storyTranslate } from "../../stories/texts";
import { storyCars } from "../CarCard/storyCars";
import { carSliderLabels } from "../marketplace-labels";

const labels = carSliderLabels(storyTranslate);
import { CarTeaser } from "./CarTeaser";

describe("CarTeaser", () => {
  it("renders nothing without cars (the search failed or found none)", () => {
    const { container } = render(
      <CarTeaser
        regionLabel="Bilar"
        labels={labels}
        title="Elbilar i lager"
        cars={[]}
        button={{ href: "/bilar", label: "Alla" }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the title, every car once, in order, and the button link", () => {
    const cars = storyCars(3);
    render(
      <CarTeaser
        regionLabel="Bilar"
        labels={labels}
        title="Elbilar i lager"
        cars={cars}
        button={{ href: "/bilar/el", label: "Se alla elbilar" }}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Elbilar i lager" })).toBeInTheDocument();
    const region = screen.getByRole("region", { name: "Elbilar i lager" });
    expect(region.querySelectorAll('[aria-roledescription="bild"]')).toHaveLength(3);
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(
      cars.map((car) => car.title),
    );
    expect(screen.getByRole("link", { name: "Se alla elbilar" })).toHaveAttribute(
      "href",
      "/bilar/el",
    );
  });

  it("names the carousel from a prop and makes card titles h2 without a title", () => {
    render(<CarTeaser labels={labels} cars={storyCars(2)} regionLabel="Utvalda bilar" />);
    expect(screen.getByRole("region", { name: "Utvalda bilar" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
  });
});
