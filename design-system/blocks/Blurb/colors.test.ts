import { describe, expect, it } from "vitest";
import { vars } from "../../theme";
import { blurbColors, isLightBackground } from "./colors";

describe("blurbColors", () => {
  it("uses each background's readable text colour", () => {
    expect(blurbColors("surface", "Dark")).toEqual({
      background: "surface",
      color: vars.color.text,
    });
    expect(blurbColors("inverse", "White")).toEqual({
      background: "inverse",
      color: vars.color.textInverse,
    });
    expect(blurbColors("brand", "Light")).toEqual({
      background: "brand",
      color: vars.color.heroText,
    });
  });

  it("puts light text on the inverse surface when no background is chosen", () => {
    expect(blurbColors(undefined, "Light").background).toBe("inverse");
    expect(blurbColors(undefined, "White").background).toBe("inverse");
    expect(blurbColors(undefined, "Black").background).toBe("surface");
    expect(blurbColors(undefined).background).toBe("surface");
  });

  it("never gives unreadable text (dark on dark, light on light)", () => {
    expect(blurbColors("inverse", "Black").color).toBe(vars.color.textInverse);
    expect(blurbColors("raised", "White").color).toBe(vars.color.text);
  });

  it("knows the light surfaces", () => {
    expect(isLightBackground("surface")).toBe(true);
    expect(isLightBackground("raised")).toBe(true);
    expect(isLightBackground("inverse")).toBe(false);
    expect(isLightBackground("brand")).toBe(false);
  });
});
