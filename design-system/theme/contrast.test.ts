import { describe, expect, it } from "vitest";
import { brandIds, brandThemes } from "../../brand-themes";
import { contrastPairs } from "./contract";
import { contrastRatio, relativeLuminance } from "./contrast";

describe("contrastRatio", () => {
  it("matches WCAG's reference values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#fff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(relativeLuminance("#ffffff")).toBe(1);
  });

  it("refuses what is not a hex colour", () => {
    expect(() => relativeLuminance("red")).toThrow("not a hex colour");
  });
});

describe("every brand meets WCAG 2.2 AA contrast on every declared pair", () => {
  const cases = brandIds.flatMap((brand) => contrastPairs.map((pair) => ({ brand, ...pair })));
  it.each(cases)(
    "$brand: $foreground on $background >= $minimum",
    ({ brand, foreground, background, minimum }) => {
      const colors = brandThemes[brand].tokens.color;
      const ratio = contrastRatio(colors[foreground], colors[background]);
      expect(ratio, `${colors[foreground]} on ${colors[background]}`).toBeGreaterThanOrEqual(
        minimum,
      );
    },
  );
});
