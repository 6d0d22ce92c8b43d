// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SITE_TEASER_LIMIT, SiteTeaser } from "./SiteTeaser";
import type { SiteCardData } from "./types";

const phoneLabel = "Telefon";

const site = (n: number, extra: Partial<SiteCardData> = {}): SiteCardData => ({
  id: String(n),
  name: `Bilhallen ${n}`,
  href: `/anlaggningar/bilhallen-${n}`,
  street: "Storgatan 1",
  locality: "411 01 Göteborg",
  phone: "031-12 34 56",
  ...extra,
});

describe("SiteTeaser", () => {
  it("shows at most four sites", () => {
    expect(SITE_TEASER_LIMIT).toBe(4);
    render(
      <SiteTeaser
        phoneLabel={phoneLabel}
        title="Våra anläggningar"
        sites={[1, 2, 3, 4, 5, 6].map((n) => site(n))}
      />,
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    expect(screen.queryByText("Bilhallen 5")).toBeNull();
  });

  it("shows name (linking the site page), address and the phone as a tel: link", () => {
    render(<SiteTeaser phoneLabel={phoneLabel} title="Våra anläggningar" sites={[site(1)]} />);
    const card = screen.getByRole("listitem");
    expect(within(card).getByRole("link", { name: "Bilhallen 1" })).toHaveAttribute(
      "href",
      "/anlaggningar/bilhallen-1",
    );
    expect(card).toHaveTextContent("Storgatan 1");
    expect(card).toHaveTextContent("411 01 Göteborg");
    expect(within(card).getByRole("link", { name: "Telefon: 031-12 34 56" })).toHaveAttribute(
      "href",
      "tel:031123456",
    );
  });

  it("makes the link button the site link when it has a text", () => {
    render(
      <SiteTeaser
        phoneLabel={phoneLabel}
        sites={[site(1, { linkLabel: "Till anläggningen", phone: undefined })]}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Till anläggningen, Bilhallen 1");
    expect(screen.getByRole("heading", { level: 2, name: "Bilhallen 1" })).toBeInTheDocument();
  });

  it("renders nothing without sites", () => {
    const { container } = render(
      <SiteTeaser phoneLabel={phoneLabel} title="Våra anläggningar" sites={[]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
