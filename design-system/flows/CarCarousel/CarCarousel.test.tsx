// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { storyTranslate } from "../../stories/texts";
import { storyCars } from "../CarCard/storyCars";
import { carSliderLabels } from "../marketplace-labels";

const labels = carSliderLabels(storyTranslate);
import { CarCarousel } from "./CarCarousel";

describe("CarCarousel", () => {
  it("renders nothing without cars (none marked, or the search failed)", () => {
    const { container } = render(<CarCarousel labels={labels} title="Veckans bil" cars={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("repeats a short list for looping, hiding the copies from screen readers and the tab order", () => {
    const cars = storyCars(3);
    render(<CarCarousel labels={labels} title="Veckans bil" cars={cars} />);
    const region = screen.getByRole("region", { name: "Veckans bil" });
    const slides = region.querySelectorAll('[aria-roledescription="bild"]');
    expect(slides).toHaveLength(9);
    const copies = region.querySelectorAll("[data-duplicate]");
    expect(copies).toHaveLength(6);
    for (const copy of copies) {
      expect(copy).toHaveAttribute("aria-hidden", "true");
      expect(copy).toHaveAttribute("inert");
    }
    // Each car is one link for assistive technology.
    expect(within(region).getAllByRole("link")).toHaveLength(3);
    expect(slides[3]).toHaveAccessibleName("1 av 3");
  });

  it("shows the heading, the see-all link and the compare toggles", async () => {
    const onToggle = vi.fn();
    const cars = storyCars(8);
    render(
      <CarCarousel
        labels={labels}
        title="Veckans bil"
        cars={cars}
        seeAll={{ href: "/bilar", label: "Se alla bilar" }}
        compare={{ label: "Jämför", isCompared: (id) => id === cars[0]?.id, onToggle }}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Veckans bil" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Se alla bilar" })).toHaveAttribute("href", "/bilar");
    const first = screen.getByRole("button", { name: `Jämför ${cars[0]?.title}` });
    expect(first).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(first);
    expect(onToggle).toHaveBeenCalledWith(cars[0]);
    expect(document.querySelectorAll("[data-duplicate]")).toHaveLength(0);
  });

  it("does not repeat a single car", () => {
    render(<CarCarousel labels={labels} title="Veckans bil" cars={storyCars(1)} />);
    expect(document.querySelectorAll('[aria-roledescription="bild"]')).toHaveLength(1);
  });
});
