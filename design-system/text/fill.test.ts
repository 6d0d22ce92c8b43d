import { describe, expect, it } from "vitest";
import { fillTemplate } from "./fill";

describe("fillTemplate", () => {
  it("fills every named placeholder and leaves unknown ones", () => {
    expect(
      fillTemplate("{title}: {count} av {max} {unit}", { title: "Kia", count: 2, max: 4 }),
    ).toBe("Kia: 2 av 4 {unit}");
  });

  it("does not read inherited properties", () => {
    expect(fillTemplate("{toString}", {})).toBe("{toString}");
  });
});
