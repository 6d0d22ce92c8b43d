// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CarModelCards } from "./CarModelCards";

describe("CarModelCards", () => {
  it("renders a list of linked cards with badge and facts", () => {
    render(
      <CarModelCards
        title="Populära modeller"
        cards={[
          {
            title: "Volvo EX30",
            text: "Kompakt elbil.",
            href: "/ex30",
            image: { src: "/-/media/ex30.jpg", alt: "" },
            campaign: "Privatleasing 3 995 kr/mån",
            facts: [{ label: "Räckvidd", value: "476 km" }],
          },
          { title: "BMW i4" },
        ]}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "Populära modeller" }),
    ).toBeInTheDocument();
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: "Volvo EX30" })).toHaveAttribute(
      "href",
      "/ex30",
    );
    expect(within(first).getByText("Privatleasing 3 995 kr/mån")).toBeInTheDocument();
    expect(within(first).getByRole("term")).toHaveTextContent("Räckvidd");
    expect(within(first).getByRole("definition")).toHaveTextContent("476 km");
    expect(within(items[1] as HTMLElement).getByRole("heading", { level: 3 })).toHaveTextContent(
      "BMW i4",
    );
  });

  it("card titles are h2 without a section title, and nothing renders without cards", () => {
    const { rerender, container } = render(<CarModelCards cards={[{ title: "Kia EV6" }]} />);
    expect(screen.getByRole("heading", { level: 2, name: "Kia EV6" })).toBeInTheDocument();
    rerender(<CarModelCards cards={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
