// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { installDialogPolyfill } from "../../primitives/overlay-shared/jsdomDialog";
import type { CompareCarData } from "../CarCard/types";
import { storyTranslate } from "../../stories/texts";
import { compareModalLabels } from "../marketplace-labels";
import { COMPARE_COLUMN_WIDTH } from "./compare-state";
import { CompareModal, type CompareDetailStatus } from "./CompareModal";
import { technicalRows } from "./technical-rows";

const labels = compareModalLabels(storyTranslate);

beforeAll(installDialogPolyfill);

const car = (id: string, extra: Partial<CompareCarData> = {}): CompareCarData => ({
  id,
  href: `/bilar/${id}/kia-niro`,
  title: `Kia Niro ${id}`,
  variant: "EV Advance Plus",
  facts: { year: "2023", mileage: "1 200 mil" },
  price: { current: "329 900 kr" },
  equipment: ["Dragkrok", "Värmepump"],
  technical: [
    { label: "Effekt", value: "204 hk" },
    { label: "Räckvidd", value: "460 km" },
  ],
  ...extra,
});

function Demo({
  initial,
  status,
  onClose = () => {},
}: {
  initial: CompareCarData[];
  status?: Record<string, CompareDetailStatus>;
  onClose?: () => void;
}) {
  const [cars, setCars] = useState(initial);
  const [open, setOpen] = useState(true);
  return (
    <CompareModal
      labels={labels}
      open={open}
      onClose={() => {
        onClose();
        setOpen(false);
      }}
      cars={cars}
      detailStatus={status}
      onRemove={(id) => setCars((list) => list.filter((item) => item.id !== id))}
    />
  );
}

describe("CompareModal", () => {
  it("is a dialog with a column per car, a link to each car and a remove button", () => {
    render(<Demo initial={[car("1"), car("2")]} />);
    const dialog = screen.getByRole("dialog", { name: "Jämför bilar" });
    const columns = within(dialog).getAllByRole("article");
    expect(columns).toHaveLength(2);
    expect(
      within(columns[0] as HTMLElement).getByRole("link", { name: "Visa bil Kia Niro 1" }),
    ).toHaveAttribute("href", "/bilar/1/kia-niro");
    expect(within(dialog).getByRole("button", { name: "Ta bort Kia Niro 2" })).toBeInTheDocument();
    expect(
      within(dialog).getByRole("region", { name: "Bilarna sida vid sida" }),
    ).toBeInTheDocument();
  });

  it("uses the column width constant of the specs", () => {
    expect(COMPARE_COLUMN_WIDTH).toBe("min(60vw, 417px)");
    render(<Demo initial={[car("1"), car("2"), car("3")]} />);
    const grid = document.querySelector("[data-compare-columns]") as HTMLElement;
    expect(getComputedStyle(grid).gridTemplateColumns).toBe("repeat(3, min(60vw, 417px))");
  });

  it("has collapsible equipment and technical sections", async () => {
    render(<Demo initial={[car("1")]} />);
    const equipment = screen.getByRole("button", { name: "Utrustning" });
    const technical = screen.getByRole("button", { name: "Teknisk data" });
    expect(equipment).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Värmepump")).toBeInTheDocument();
    await userEvent.click(equipment);
    expect(equipment).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(technical);
    expect(technical).toHaveAttribute("aria-expanded", "false");
  });

  it("lines technical values up by label and marks missing ones", () => {
    const other = car("2", {
      technical: [
        { label: "Räckvidd", value: "390 km" },
        { label: "Vikt", value: "1 700 kg" },
      ],
    });
    expect(technicalRows([car("1"), other])).toEqual(["Effekt", "Räckvidd", "Vikt"]);
    render(<Demo initial={[car("1"), other]} />);
    const lists = document.querySelectorAll("dl[class]");
    const technicalLists = [...lists].filter((list) => list.textContent?.includes("Vikt"));
    expect(technicalLists).toHaveLength(2);
    expect(technicalLists[0]).toHaveTextContent("Vikt–");
    expect(technicalLists[1]).toHaveTextContent("Effekt–");
  });

  it("shows a placeholder while details load and a note when they failed", () => {
    render(
      <Demo
        initial={[
          car("1", { equipment: [], technical: [] }),
          car("2", { equipment: [], technical: [] }),
        ]}
        status={{ "1": "loading", "2": "fallback" }}
      />,
    );
    expect(screen.getAllByText("Hämtar uppgifter …")).toHaveLength(2);
    expect(
      screen.getAllByText("Utrustning och teknisk data kunde inte hämtas just nu."),
    ).toHaveLength(2);
  });

  it("closes itself when the last car is removed", async () => {
    const onClose = vi.fn();
    render(<Demo initial={[car("1"), car("2")]} onClose={onClose} />);
    await userEvent.click(screen.getByRole("button", { name: "Ta bort Kia Niro 1" }));
    expect(screen.getByRole("status")).toHaveTextContent(
      "Kia Niro 1 har tagits bort från jämförelsen.",
    );
    expect(screen.getByRole("button", { name: "Ta bort Kia Niro 2" })).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Ta bort Kia Niro 2" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("calls onClose when opened with no cars", () => {
    const onClose = vi.fn();
    render(<CompareModal labels={labels} open cars={[]} onClose={onClose} onRemove={() => {}} />);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
