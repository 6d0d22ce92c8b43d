import { describe, expect, it } from "vitest";
import { gridColumnsCss } from "./columns";

describe("gridColumnsCss", () => {
  it("gives a fixed number of equal columns", () => {
    expect(gridColumnsCss(3)).toBe("grid-template-columns: repeat(3, minmax(0, 1fr));");
  });

  it("goes mobile first through the breakpoints", () => {
    expect(gridColumnsCss({ base: 1, sm: 2, lg: 4 })).toBe(
      [
        "grid-template-columns: repeat(1, minmax(0, 1fr));",
        "@media (min-width: 640px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }",
        "@media (min-width: 1280px) { grid-template-columns: repeat(4, minmax(0, 1fr)); }",
      ].join("\n"),
    );
  });

  it("fills with as many columns as fit when a minimum item width is given", () => {
    expect(gridColumnsCss(2, "18rem")).toBe(
      "grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));",
    );
  });

  it("never makes fewer than one column", () => {
    expect(gridColumnsCss(0)).toBe("grid-template-columns: repeat(1, minmax(0, 1fr));");
  });
});
