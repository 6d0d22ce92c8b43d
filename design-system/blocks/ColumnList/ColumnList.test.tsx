// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { storyTranslate } from "../../stories/texts";
import { ColumnList } from "./ColumnList";

const newTabLabel = storyTranslate("Shell.NewTab");

const columns = [
  { title: "Köp bil", links: [{ href: "/elbilar", text: "Elbilar" }] },
  { title: "Verkstad", links: [{ href: "/service", text: "Boka service" }] },
  {
    title: "Om oss",
    links: [{ href: "https://jobb.example", text: "Lediga jobb", target: "_blank" }],
  },
];

describe("ColumnList", () => {
  it("renders titled link lists in 3 or 4 columns", () => {
    const { container, rerender } = render(
      <ColumnList title="Hitta rätt" columns={columns} newTabLabel={newTabLabel} />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Hitta rätt" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    expect(screen.getAllByRole("list")).toHaveLength(3);
    expect(container.querySelector("[data-columns]")).toHaveAttribute("data-columns", "3");
    const jobs = screen.getByRole("link", { name: /^Lediga jobb\s?\(öppnas i ny flik\)$/ });
    expect(jobs).toHaveAttribute("rel", expect.stringContaining("noopener"));
    rerender(<ColumnList columns={columns} columnCount={4} newTabLabel={newTabLabel} />);
    expect(container.querySelector("[data-columns]")).toHaveAttribute("data-columns", "4");
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    expect(within(screen.getAllByRole("list")[0] as HTMLElement).getByRole("link")).toHaveAttribute(
      "href",
      "/elbilar",
    );
  });

  it("renders nothing without columns", () => {
    const { container } = render(<ColumnList columns={[]} newTabLabel={newTabLabel} />);
    expect(container).toBeEmptyDOMElement();
  });
});
