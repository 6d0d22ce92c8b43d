// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { layoutVariable } from "../../theme";
import { storyTranslate } from "../../stories/texts";
import { storyCars } from "../CarCard/storyCars";
import { carDetailLabels, carNotFoundLabels } from "../car-detail-labels";
import { carSliderLabels } from "../marketplace-labels";
import { CarDetail } from "./CarDetail";
import { CarNotFound } from "./CarNotFound";
import { SimilarCars } from "./SimilarCars";
import { storyCarDetail, storyLongTextCar, storySampleCar } from "./storyCarDetail";
import { stubReportingResizeObserver } from "../../../tests/setup/browser-apis";

const labels = carDetailLabels(storyTranslate);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("CarDetail", () => {
  it("puts every equipment item, paragraph and technical row in the server HTML", () => {
    const car = storyLongTextCar();
    const html = renderToString(<CarDetail car={car} labels={labels} />);
    for (const item of car.equipment) expect(html).toContain(item);
    for (const row of car.technical) expect(html).toContain(row.value);
    expect(html).toContain("Stycke 6: Bilen har gått 7 000 mil");
    for (const id of ["overview", "equipment", "description", "contact"]) {
      expect(html).toContain(`id="${id}"`);
    }
    // Cut and shown again by CSS when scripting is off: the markers are in the HTML.
    expect(html).toContain("data-collapsed");
    expect(html).toContain('aria-expanded="false"');
  });

  it("cuts a collapsible only while its content is taller than the cut", async () => {
    vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(300);
    render(<CarDetail car={storyLongTextCar()} labels={labels} />);
    const description = within(screen.getByRole("region", { name: "Beskrivning" }));
    const toggle = description.getByRole("button", { name: "Visa mer" });
    const clamp = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(clamp).toHaveAttribute("data-collapsed");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Visa mindre");
    expect(clamp).not.toHaveAttribute("data-collapsed");
  });

  it("has no show more button for content that fits", () => {
    vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(120);
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(120);
    render(<CarDetail car={storyCarDetail({ description: "Kort." })} labels={labels} />);
    const description = within(screen.getByRole("region", { name: "Beskrivning" }));
    expect(description.queryByRole("button")).toBeNull();
  });

  it("reports each contact action as a lead, in the dealer card and the action bar", async () => {
    const onLead = vi.fn();
    render(<CarDetail car={storyCarDetail()} labels={labels} onLead={onLead} />);
    const dealer = within(screen.getByRole("region", { name: "Säljare" }));
    expect(dealer.getByRole("link", { name: "Ring 031-123 45 67" })).toHaveAttribute(
      "href",
      "tel:0311234567",
    );
    await userEvent.click(dealer.getByRole("link", { name: "E-post" }));
    expect(onLead).toHaveBeenLastCalledWith("email");
    expect(dealer.getByRole("link", { name: "E-post" })).toHaveAttribute(
      "href",
      "mailto:goteborg@automotive.example",
    );
    await userEvent.click(dealer.getByRole("link", { name: /^Hitta hit/ }));
    expect(onLead).toHaveBeenLastCalledWith("maps");
    const bar = within(screen.getByRole("region", { name: "Kontakta säljaren" }));
    await userEvent.click(bar.getByRole("link", { name: "Ring" }));
    expect(onLead).toHaveBeenLastCalledWith("phone");
    expect(onLead).toHaveBeenCalledTimes(3);
  });

  it("publishes the action bar's height for floating controls, and removes it when it goes", () => {
    stubReportingResizeObserver();
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
      height: 64,
    } as DOMRect);
    const { unmount } = render(<CarDetail car={storyCarDetail()} labels={labels} />);
    const published = () =>
      document.documentElement.style.getPropertyValue(layoutVariable.actionBarHeight);
    expect(published()).toBe("64px");
    unmount();
    expect(published()).toBe("");
  });

  it("shows a sample car's sites instead of a dealer, keeping the contact form jump", () => {
    render(<CarDetail car={storySampleCar()} labels={labels} />);
    expect(screen.queryByRole("region", { name: "Säljare" })).toBeNull();
    const sites = within(
      screen.getByRole("region", { name: "Återförsäljare som säljer modellen" }),
    );
    expect(sites.getAllByRole("listitem").map((site) => site.textContent)).toEqual([
      "Automotive Göteborg, Göteborg",
      "Automotive Stockholm, Stockholm",
      "Automotive Malmö, Malmö",
    ]);
    const bar = within(screen.getByRole("region", { name: "Kontakta säljaren" }));
    expect(bar.getAllByRole("link").map((link) => link.textContent)).toEqual(["Kontakta oss"]);
  });

  it("leaves out the sections the car has no data for", () => {
    render(
      <CarDetail
        car={storyCarDetail({
          overview: [],
          equipment: [],
          description: undefined,
          technical: [],
          ncapStars: undefined,
          linkedVehicles: [],
        })}
        labels={labels}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Pris och fakta i korthet",
      "Säljare",
    ]);
  });

  it("renders the back control as a link with a href, else as a button", async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <CarDetail car={storyCarDetail()} labels={labels} back={{ href: "/kop-bil", onClick }} />,
    );
    await userEvent.click(screen.getByRole("link", { name: "Tillbaka" }));
    expect(onClick).toHaveBeenCalledOnce();
    rerender(<CarDetail car={storyCarDetail()} labels={labels} back={{ onClick }} />);
    await userEvent.click(screen.getByRole("button", { name: "Tillbaka" }));
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});

describe("CarNotFound", () => {
  it("shows the car list button only with a href, and the cars as cards", () => {
    const notFoundLabels = carNotFoundLabels(storyTranslate);
    const { rerender } = render(
      <CarNotFound labels={notFoundLabels} cars={storyCars(3)} carListHref="/kop-bil" />,
    );
    expect(screen.getByRole("link", { name: "Sök bland alla bilar" })).toHaveAttribute(
      "href",
      "/kop-bil",
    );
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    rerender(<CarNotFound labels={notFoundLabels} cars={storyCars(3)} />);
    expect(screen.queryByRole("link", { name: "Sök bland alla bilar" })).toBeNull();
  });
});

describe("SimilarCars", () => {
  it("is a carousel named by its heading, a card per car; nothing without cars", () => {
    const { container, rerender } = render(
      <SimilarCars
        cars={storyCars(3)}
        heading="Liknande bilar"
        labels={carSliderLabels(storyTranslate)}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Liknande bilar" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Liknande bilar" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    rerender(
      <SimilarCars cars={[]} heading="Liknande bilar" labels={carSliderLabels(storyTranslate)} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
