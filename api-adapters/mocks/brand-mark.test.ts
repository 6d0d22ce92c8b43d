import { describe, expect, it } from "vitest";
import { brandMark } from "./brand-mark";
import { brandCode, brandLogoNames } from "./fixtures/content/brand-logos";

describe("demo brand marks", () => {
  it("gives every brand its own mark with its name", () => {
    const marks = brandLogoNames.map((name) => brandMark(brandCode(name)));
    for (const [index, mark] of marks.entries()) {
      const name = brandLogoNames[index] ?? "";
      expect(mark).toContain(`aria-label="${name.replace("&", "&#38;")}"`);
    }
    expect(new Set(marks).size).toBe(brandLogoNames.length);
  });

  it("has a black and white variant, and none for an unknown brand", () => {
    expect(brandMark("VOLVO", true)).toContain('fill="#1b1b1b"');
    expect(brandMark("VOLVO")).not.toContain('fill="#1b1b1b"');
    expect(brandMark("NOPE")).toBeUndefined();
  });
});
