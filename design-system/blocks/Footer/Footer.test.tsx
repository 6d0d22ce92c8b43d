// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { storyTranslate } from "../../stories/texts";
import { Footer } from "./Footer";
import { footerLabels } from "./labels";
import { FOOTER_GRID_COLUMNS, footerColumnSpan, textToParagraphs } from "./layout";

describe("footerColumnSpan", () => {
  it("spans 2 tracks with 2 or fewer columns, 1 otherwise (specs)", () => {
    expect(footerColumnSpan(0)).toBe(2);
    expect(footerColumnSpan(1)).toBe(2);
    expect(footerColumnSpan(2)).toBe(2);
    expect(footerColumnSpan(3)).toBe(1);
    expect(footerColumnSpan(4)).toBe(1);
    expect(FOOTER_GRID_COLUMNS).toBe(4);
  });
});

describe("textToParagraphs", () => {
  it("splits on blank lines into paragraphs and keeps single line breaks", () => {
    expect(textToParagraphs("Gata 1\n123 45 Ort\n\n  \nOrg.nr 1")).toEqual([
      ["Gata 1", "123 45 Ort"],
      ["Org.nr 1"],
    ]);
    expect(textToParagraphs(undefined)).toEqual([]);
    expect(textToParagraphs(" \n ")).toEqual([]);
  });
});

const brand = (name: string, extra = {}) => ({
  name,
  href: `/kop-bil?car_brand=${name}`,
  logoSrc: `/-/media/brands/${name.toLowerCase()}.svg`,
  ...extra,
});

const labels = footerLabels(storyTranslate);

describe("Footer", () => {
  it("renders a contentinfo landmark with brand links, columns in a nav and info fields", () => {
    render(
      <Footer
        labels={labels}
        brandsHeading="Våra märken"
        brands={[brand("Volvo"), brand("Kia")]}
        columns={[{ title: "Köpa bil", links: [{ href: "/kop-bil", text: "Alla bilar" }] }]}
        socialLinks={[{ name: "Instagram", href: "https://instagram.com/x", icon: "Instagram" }]}
        infoField1={{ heading: "Adress", text: "Gata 1\n123 45 Ort" }}
        infoField2={{ heading: "", text: "  " }}
      />,
    );
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "Volvo" })).toHaveAttribute(
      "href",
      "/kop-bil?car_brand=Volvo",
    );
    expect(screen.getByRole("img", { name: "Kia" })).toHaveAttribute("height", "40");
    const nav = screen.getByRole("navigation", { name: "Sidfot" });
    expect(within(nav).getByRole("link", { name: "Alla bilar" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("list", { name: "Följ oss" })).getByRole("link", {
        name: "Instagram",
      }),
    ).toHaveAttribute("href", "https://instagram.com/x");
    expect(screen.getByText("123 45 Ort", { exact: false })).toBeInTheDocument();
    // The empty second info field leaves no heading behind.
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual([
      "Våra märken",
      "Köpa bil",
      "Adress",
    ]);
  });

  it("falls back to the second logo on a load error, then hides the brand", () => {
    render(
      <Footer
        labels={labels}
        brands={[brand("Kia", { fallbackLogoSrc: "/kia-bw.svg" }), brand("Saab")]}
      />,
    );
    fireEvent.error(screen.getByRole("img", { name: "Kia" }));
    expect(screen.getByRole("img", { name: "Kia" })).toHaveAttribute("src", "/kia-bw.svg");
    fireEvent.error(screen.getByRole("img", { name: "Kia" }));
    expect(screen.queryByRole("link", { name: "Kia" })).toBeNull();
    fireEvent.error(screen.getByRole("img", { name: "Saab" }));
    expect(screen.queryByRole("link", { name: "Saab" })).toBeNull();
  });

  it("renders no brand row, nav or social list when there are none", () => {
    render(<Footer labels={labels} infoField1={{ text: "© 2026" }} />);
    expect(screen.queryByRole("navigation")).toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2026");
  });
});
