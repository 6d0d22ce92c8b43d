import { describe, expect, it } from "vitest";
import {
  DESCRIPTION_COLLAPSED_HEIGHT,
  EQUIPMENT_COLLAPSED_HEIGHT,
  EQUIPMENT_COLLAPSED_HEIGHT_ALTERNATE,
  TECHNICAL_ROWS_SHOWN,
  descriptionParagraphs,
  ncapStars,
  sampleEquipmentShown,
  technicalRowsShown,
  telHref,
} from "./rules";

describe("car detail constants (marketplace spec §9)", () => {
  it("collapses equipment at 50 px, 190 px on the alternate layout, the description at 300 px", () => {
    expect(EQUIPMENT_COLLAPSED_HEIGHT).toBe("50px");
    expect(EQUIPMENT_COLLAPSED_HEIGHT_ALTERNATE).toBe("190px");
    expect(DESCRIPTION_COLLAPSED_HEIGHT).toBe("300px");
  });

  it("shows five technical rows, then show more", () => {
    expect(TECHNICAL_ROWS_SHOWN).toBe(5);
    expect(technicalRowsShown(3)).toBe(3);
    expect(technicalRowsShown(5)).toBe(5);
    expect(technicalRowsShown(12)).toBe(5);
  });

  it("shows three sample equipment items unless there are four or fewer", () => {
    expect(sampleEquipmentShown(0)).toBe(0);
    expect(sampleEquipmentShown(3)).toBe(3);
    expect(sampleEquipmentShown(4)).toBe(4);
    expect(sampleEquipmentShown(5)).toBe(3);
    expect(sampleEquipmentShown(40)).toBe(3);
  });
});

describe("descriptionParagraphs", () => {
  it("splits plain text at blank lines and keeps line breaks inside a paragraph", () => {
    expect(descriptionParagraphs("Första stycket.\nRad två.\n\n  \nAndra stycket.\r\n")).toEqual([
      ["Första stycket.", "Rad två."],
      ["Andra stycket."],
    ]);
  });

  it("has no paragraphs for a missing or blank description", () => {
    expect(descriptionParagraphs(undefined)).toEqual([]);
    expect(descriptionParagraphs(" \n\n ")).toEqual([]);
  });
});

describe("telHref", () => {
  it("keeps digits and a leading plus", () => {
    expect(telHref("08-123 45 67")).toBe("tel:081234567");
    expect(telHref(" +46 (0)8 123 45 67")).toBe("tel:+46081234567");
  });
});

describe("ncapStars", () => {
  it("rounds to whole stars within 0–5 and has none for a missing value", () => {
    expect(ncapStars(4)).toBe(4);
    expect(ncapStars(4.6)).toBe(5);
    expect(ncapStars(7)).toBe(5);
    expect(ncapStars(-1)).toBe(0);
    expect(ncapStars(undefined)).toBeUndefined();
    expect(ncapStars(Number.NaN)).toBeUndefined();
  });
});
