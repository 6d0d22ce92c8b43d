// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { CarCard } from "./CarCard";
import { storyCar } from "./storyCars";

const texts = { previousPriceLabel: "Ordinarie pris", missingImageText: "Bild saknas" };

describe("CarCard", () => {
  it("is one link, the title, to the detail path; the variant and facts follow", () => {
    const car = storyCar(0);
    render(<CarCard car={car} {...texts} factLabels={{ year: "Årsmodell" }} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Volvo XC60");
    expect(links[0]).toHaveAttribute("href", car.href);
    expect(screen.getByText("B4 AWD Plus Dark")).toBeInTheDocument();
    const facts = screen.getAllByRole("listitem");
    expect(facts.map((item) => item.textContent)).toEqual([
      `Årsmodell: ${car.facts.year}`,
      car.facts.mileage,
      car.facts.fuel,
      car.facts.gearbox,
    ]);
    expect(screen.getByRole("img", { name: car.image?.alt })).toBeInTheDocument();
  });

  it("shows the blur placeholder behind the photo", () => {
    const { container } = render(<CarCard car={storyCar(0)} {...texts} />);
    const frame = container.querySelector("img")?.parentElement;
    expect(frame?.getAttribute("style")).toContain("--fc-image-placeholder");
  });

  it("strikes the retail price through with hidden regular-price text when on campaign", () => {
    const car = storyCar(0, {
      price: {
        current: "259 900 kr",
        previous: "279 900 kr",
        campaignLabel: "Kampanj",
      },
    });
    render(<CarCard car={car} {...texts} />);
    const previous = screen.getByText("279 900 kr");
    expect(previous.tagName).toBe("S");
    expect(previous.parentElement).toHaveTextContent("Ordinarie pris: 279 900 kr");
    expect(screen.getByText("Kampanj")).toBeInTheDocument();
    expect(screen.getByText("259 900 kr")).toBeInTheDocument();
  });

  it("shows the VAT note of an LCV and the monthly cost", () => {
    const car = storyCar(0, {
      price: { current: "239 200 kr", vatNote: "exkl. moms" },
      monthly: "Billån 3 295 kr/mån",
    });
    render(<CarCard car={car} {...texts} />);
    expect(screen.getByText("exkl. moms")).toBeInTheDocument();
    expect(screen.getByText("Billån 3 295 kr/mån")).toBeInTheDocument();
    expect(screen.queryByText("Ordinarie pris", { exact: false })).toBeNull();
  });

  it("shows the missing-image text when the car has no photo", () => {
    render(<CarCard car={storyCar(0, { image: undefined })} {...texts} />);
    expect(screen.getByText("Bild saknas")).toBeInTheDocument();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("has a compare toggle button outside the link that reports the car", async () => {
    const car = storyCar(0);
    const onToggle = vi.fn();
    render(
      <CarCard car={car} {...texts} compare={{ label: "Jämför", selected: false, onToggle }} />,
    );
    const toggle = screen.getByRole("button", { name: "Jämför Volvo XC60" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("link").contains(toggle)).toBe(false);
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledWith(car);
  });

  it("renders no compare toggle without compare props", () => {
    render(<CarCard car={storyCar(0)} {...texts} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
