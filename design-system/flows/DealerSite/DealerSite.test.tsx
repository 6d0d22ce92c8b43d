// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { storyTranslate } from "../../stories/texts";
import { dealerSiteLabels } from "../dealer-site-labels";
import { SITE_LIST_PAGE_SIZE, SITE_SEARCH_THRESHOLD, showsSiteSearch } from "./rules";
import { SiteDetail } from "./SiteDetail";
import { SiteList } from "./SiteList";
import { storyHoliday, storySiteDetail, storySiteList } from "./storySites";

const labels = dealerSiteLabels(storyTranslate);

describe("site list rules", () => {
  it("pages by 48 and shows the search above 8 sites or while searching", () => {
    expect(SITE_LIST_PAGE_SIZE).toBe(48);
    expect(SITE_SEARCH_THRESHOLD).toBe(8);
    expect(showsSiteSearch(8)).toBe(false);
    expect(showsSiteSearch(9)).toBe(true);
    expect(showsSiteSearch(2, "borås")).toBe(true);
    expect(showsSiteSearch(2, "  ")).toBe(false);
  });
});

describe("SiteList", () => {
  it("shows the cards and the filter chips as links; no search at 8 sites", () => {
    render(<SiteList data={storySiteList(8)} labels={labels.list} />);
    expect(screen.getAllByRole("listitem", { name: undefined }).length).toBeGreaterThan(8);
    expect(screen.getByRole("link", { name: "Bilhallen Göteborg" })).toHaveAttribute(
      "href",
      "/anlaggningar/bilhallen-gteborg",
    );
    expect(screen.queryByRole("search")).toBeNull();
    const filters = screen.getByRole("navigation", { name: "Filtrera anläggningar" });
    const volvo = within(filters).getByRole("link", { name: "Volvo (8)" });
    expect(volvo).toHaveAttribute("aria-current", "true");
    expect(within(filters).getByRole("link", { name: "Renault (4)" })).not.toHaveAttribute(
      "aria-current",
    );
    expect(within(filters).getByRole("link", { name: "Rensa alla" })).toHaveAttribute(
      "href",
      "/anlaggningar",
    );
  });

  it("shows the search form above 8 sites, keeping the filters as hidden fields", () => {
    render(<SiteList data={storySiteList(9)} labels={labels.list} />);
    const search = screen.getByRole("search");
    expect(search).toHaveAttribute("action", "/anlaggningar");
    expect(within(search).getByRole("searchbox", { name: "Sök anläggning" })).toHaveAttribute(
      "name",
      "keyphrase",
    );
    expect(search.querySelector('input[type="hidden"][name="brand"]')).toHaveAttribute(
      "value",
      "Volvo",
    );
  });

  it("shows the count and show more while sites remain", () => {
    const onShowMore = vi.fn();
    render(<SiteList data={storySiteList(12, 60)} labels={labels.list} onShowMore={onShowMore} />);
    expect(screen.getByText("Visar 12 av 60")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Visa fler" }));
    expect(onShowMore).toHaveBeenCalledOnce();
  });

  it("says so when no site matches", () => {
    render(<SiteList data={{ ...storySiteList(0), keyphrase: "xyz" }} labels={labels.list} />);
    expect(screen.getByRole("status")).toHaveTextContent("Ingen anläggning matchar din sökning.");
    expect(screen.getByRole("search")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Visa fler" })).toBeNull();
  });
});

describe("SiteDetail", () => {
  const back = { href: "/anlaggningar" };

  it("shows the name, address, contacts, departments, brands and the back link", () => {
    render(<SiteDetail site={storySiteDetail()} labels={labels.detail} back={back} />);
    expect(screen.getByRole("heading", { level: 1, name: "Bilhallen Göteborg" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Alla anläggningar" })).toHaveAttribute(
      "href",
      "/anlaggningar",
    );
    expect(screen.getAllByText("411 01 Göteborg").length).toBeGreaterThan(0);
    const workshop = screen.getByRole("article", { name: "Verkstad" });
    expect(workshop).toHaveTextContent("Måndag–fredag");
    expect(workshop).toHaveTextContent("24 december");
    expect(workshop).toHaveTextContent("Stängt");
    expect(screen.getByRole("heading", { name: "Märken" })).toBeVisible();
    expect(screen.getByText("Renault")).toBeVisible();
    // No holiday passed: no notice.
    expect(screen.queryByText(storyHoliday.title)).toBeNull();
  });

  it("shows the holiday notice the app passes", () => {
    render(
      <SiteDetail
        site={storySiteDetail({ holiday: storyHoliday })}
        labels={labels.detail}
        back={back}
      />,
    );
    expect(screen.getByText("Semesterstängt")).toBeVisible();
    expect(screen.getByText(/semesterstängt 6–26 juli/)).toBeVisible();
  });

  it("reports leads from the site's and a department's contact actions", () => {
    const onLead = vi.fn();
    render(
      <SiteDetail site={storySiteDetail()} labels={labels.detail} back={back} onLead={onLead} />,
    );
    fireEvent.click(screen.getByRole("link", { name: "Ring 031-12 34 50" }));
    expect(onLead).toHaveBeenLastCalledWith({ action: "phone" });
    const workshop = screen.getByRole("article", { name: "Verkstad" });
    fireEvent.click(within(workshop).getByRole("link", { name: "Ring 031-12 34 60" }));
    expect(onLead).toHaveBeenLastCalledWith({ action: "phone", department: "Verkstad" });
    fireEvent.click(screen.getByRole("link", { name: /^Vägbeskrivning/ }));
    expect(onLead).toHaveBeenLastCalledWith({ action: "maps" });
  });

  it("expands and collapses a department's employees", () => {
    render(<SiteDetail site={storySiteDetail()} labels={labels.detail} back={back} />);
    const sales = screen.getByRole("article", { name: "Nya bilar" });
    const toggle = within(sales).getByRole("button", { name: "Visa medarbetare (2)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(sales).queryByText("Anna Svensson")).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Dölj medarbetare (2)");
    expect(within(sales).getByText("Anna Svensson")).toBeVisible();
    expect(within(sales).getByText("Försäljningschef")).toBeVisible();
    // A department without staff has no toggle.
    const parts = screen.getByRole("article", { name: "Reservdelar" });
    expect(within(parts).queryByRole("button")).toBeNull();
  });

  it("lists the latest arrivals with the link to the site's cars", () => {
    render(<SiteDetail site={storySiteDetail()} labels={labels.detail} back={back} />);
    expect(screen.getByRole("heading", { name: "Senast inkomna bilar" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Se alla bilar på anläggningen" })).toHaveAttribute(
      "href",
      "/bilar?website_city=Göteborg&car_site_name=Bilhallen%20Göteborg",
    );
  });

  it("offers the service booking when the app passes it", () => {
    render(
      <SiteDetail
        site={storySiteDetail({
          serviceBookingHref: "/service-och-verkstad/boka-bilverkstad?lat=57.7&lng=11.97",
        })}
        labels={labels.detail}
        back={back}
      />,
    );
    expect(screen.getByRole("link", { name: "Boka service" })).toHaveAttribute(
      "href",
      "/service-och-verkstad/boka-bilverkstad?lat=57.7&lng=11.97",
    );
  });
});
