// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isHorizontallyOverflowing } from "./overflow";
import { Table, type TableColumn } from "./Table";

interface Service {
  name: string;
  time: string;
  price: string;
}

const columns: TableColumn<Service>[] = [
  { key: "name", header: "Tjänst", rowHeader: true },
  { key: "time", header: "Tid" },
  { key: "price", header: "Pris", align: "end" },
];

const rows: Service[] = [
  { name: "Hjulskifte", time: "30 min", price: "495 kr" },
  { name: "Oljebyte", time: "45 min", price: "1 295 kr" },
];

function mockWidths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(clientWidth);
}

afterEach(() => vi.restoreAllMocks());

describe("isHorizontallyOverflowing", () => {
  it("ignores rounding and detects real overflow", () => {
    expect(isHorizontallyOverflowing({ scrollWidth: 500, clientWidth: 500 })).toBe(false);
    expect(isHorizontallyOverflowing({ scrollWidth: 501, clientWidth: 500 })).toBe(false);
    expect(isHorizontallyOverflowing({ scrollWidth: 720, clientWidth: 320 })).toBe(true);
  });
});

describe("Table", () => {
  it("is a captioned table with column and row headers", () => {
    render(<Table caption="Priser för service" columns={columns} rows={rows} />);
    const table = screen.getByRole("table", { name: "Priser för service" });
    const headers = within(table).getAllByRole("columnheader");
    expect(headers.map((h) => h.textContent)).toEqual(["Tjänst", "Tid", "Pris"]);
    for (const header of headers) expect(header).toHaveAttribute("scope", "col");
    const rowHeader = within(table).getByRole("rowheader", { name: "Oljebyte" });
    expect(rowHeader).toHaveAttribute("scope", "row");
    expect(within(table).getByRole("cell", { name: "1 295 kr" })).toHaveAttribute(
      "data-align",
      "end",
    );
  });

  it("is not a tab stop when it fits", () => {
    mockWidths(400, 800);
    const { container } = render(<Table caption="Priser" columns={columns} rows={rows} />);
    const scroller = container.firstElementChild;
    expect(scroller).not.toHaveAttribute("tabindex");
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("becomes a focusable region named by the caption when it overflows", () => {
    mockWidths(900, 320);
    render(<Table caption="Tekniska data" columns={columns} rows={rows} />);
    const region = screen.getByRole("region", { name: "Tekniska data" });
    expect(region).toHaveAttribute("tabindex", "0");
  });

  it("can name the region with its own label", () => {
    mockWidths(900, 320);
    render(
      <Table
        caption={<em>Data</em>}
        scrollLabel="Tekniska data, rullbar"
        columns={columns}
        rows={rows}
      />,
    );
    expect(screen.getByRole("region", { name: "Tekniska data, rullbar" })).toBeInTheDocument();
  });

  it("renders custom cells and a hidden caption", () => {
    render(
      <Table
        caption="Utrustning"
        hideCaption
        columns={[
          { key: "name", header: "Namn", cell: (row: Service) => <strong>{row.name}</strong> },
        ]}
        rows={rows}
        rowKey={(row) => row.name}
      />,
    );
    expect(screen.getByRole("table", { name: "Utrustning" })).toBeInTheDocument();
    expect(screen.getByText("Hjulskifte").tagName).toBe("STRONG");
  });
});
