// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { storySiteCards } from "../../flows/DealerSite/storySites";
import { WORKSHOP_SITES_LIMIT, WorkshopSites } from "./WorkshopSites";

describe("WorkshopSites", () => {
  it("lists every site (up to 100) with name, address, phone and link", () => {
    expect(WORKSHOP_SITES_LIMIT).toBe(100);
    render(
      <WorkshopSites title="Våra verkstäder" sites={storySiteCards(6)} phoneLabel="Telefon" />,
    );
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(6);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole("heading", { level: 3, name: "Bilhallen Göteborg" })).toBeVisible();
    expect(first.getByRole("link", { name: "Bilhallen Göteborg" })).toHaveAttribute(
      "href",
      "/anlaggningar/bilhallen-gteborg",
    );
    expect(cards[0]).toHaveTextContent("Industrivägen 3");
    expect(cards[0]).toHaveTextContent("401 00 Göteborg");
    expect(first.getByRole("link", { name: "Telefon: 031-12 34 50" })).toHaveAttribute(
      "href",
      "tel:031123450",
    );
  });

  it("makes the link button the card's link when the site has its text", () => {
    const sites = storySiteCards(1).map((site) => ({ ...site, linkLabel: "Till anläggningen" }));
    render(<WorkshopSites sites={sites} phoneLabel="Telefon" />);
    expect(
      screen.getByRole("link", { name: "Till anläggningen, Bilhallen Göteborg" }),
    ).toHaveAttribute("href", "/anlaggningar/bilhallen-gteborg");
  });

  it("renders nothing without sites", () => {
    const { container } = render(<WorkshopSites sites={[]} phoneLabel="Telefon" />);
    expect(container).toBeEmptyDOMElement();
  });
});
