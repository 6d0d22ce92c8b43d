// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { storyTranslate, storyTranslator } from "../../stories/texts";
import { DataTable } from "./DataTable";
import { dataTableLabels } from "./labels";

const labels = dataTableLabels(storyTranslate);

describe("DataTable", () => {
  it("renders the headers and the three cell kinds; unknown cells say so (specs: English 'Unknown cell type')", () => {
    render(
      <DataTable
        caption="Servicepriser"
        headers={["Bild", "Modell", "Pris", "Övrigt"]}
        rows={[
          [
            { kind: "image", image: { src: "/-/media/ex30.jpg", alt: "Volvo EX30" } },
            { kind: "text", lineOne: "Volvo EX30", lineTwo: "2024–", lineThree: "El" },
            {
              kind: "link",
              lineOne: "Från",
              lineOneBold: "2 495 kr",
              lineTwo: "Inkl. moms",
              link: { href: "/boka", text: "Boka" },
            },
            { kind: "unknown" },
          ],
        ]}
        labels={dataTableLabels(storyTranslator("en"))}
      />,
    );
    expect(screen.getByRole("table", { name: "Servicepriser" })).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Bild",
      "Modell",
      "Pris",
      "Övrigt",
    ]);
    expect(screen.getByRole("img", { name: "Volvo EX30" })).toBeInTheDocument();
    expect(screen.getByText("2 495 kr").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "Boka" })).toHaveAttribute("href", "/boka");
    expect(screen.getByText("Unknown cell type")).toBeInTheDocument();
    expect(screen.getByRole("table").getAttribute("class")).toBeTruthy();
  });

  it("is auto-width with 3 or fewer columns and names empty headers for screen readers", () => {
    const { container, rerender } = render(
      <DataTable
        caption="Öppettider"
        headers={[]}
        rows={[
          [
            { kind: "text", lineOne: "Stockholm" },
            { kind: "text", lineOne: "7–18" },
          ],
        ]}
        labels={labels}
      />,
    );
    const table = container.querySelector("table") as HTMLTableElement;
    const autoClass = table.className;
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "Kolumn 1",
      "Kolumn 2",
    ]);
    rerender(
      <DataTable
        caption="Öppettider"
        headers={["A", "B", "C", "D"]}
        rows={[[{ kind: "unknown" }]]}
        labels={labels}
      />,
    );
    expect(table.className).not.toBe(autoClass);
    expect(screen.getByText("Okänd celltyp")).toBeInTheDocument();
  });
});
