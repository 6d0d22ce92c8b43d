import { describe, expect, it } from "vitest";
import {
  AUTO_WIDTH_MAX_COLUMNS,
  columnCount,
  columnHeaders,
  isAutoWidth,
  type DataTableCell,
} from "./cells";

const text = (lineOne: string, header?: string): DataTableCell => ({
  kind: "text",
  lineOne,
  header,
});

describe("data table rules", () => {
  it("is auto-width with 3 or fewer columns (specs)", () => {
    expect(AUTO_WIDTH_MAX_COLUMNS).toBe(3);
    expect(isAutoWidth(1)).toBe(true);
    expect(isAutoWidth(3)).toBe(true);
    expect(isAutoWidth(4)).toBe(false);
  });

  it("counts the widest of headers and rows", () => {
    expect(columnCount(["A", "B"], [[text("1")]])).toBe(2);
    expect(columnCount([], [[text("1"), text("2"), text("3"), text("4")]])).toBe(4);
    expect(columnCount([], [])).toBe(0);
  });

  it("takes headers from the service, else from the cells' Header, else empty", () => {
    expect(columnHeaders(["Modell", "Pris"], [[text("EX30", "X"), text("1", "Y")]])).toEqual([
      "Modell",
      "Pris",
    ]);
    // Header failure: no headers from the service.
    expect(
      columnHeaders(
        [],
        [
          [text("EX30"), text("1")],
          [text("XC60", "Modell"), text("2")],
        ],
      ),
    ).toEqual(["Modell", ""]);
  });
});
