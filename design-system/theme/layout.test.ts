import { describe, expect, it } from "vitest";
import { skippedWhileOffscreen } from "./layout";

describe("skippedWhileOffscreen", () => {
  it("skips the section with one estimate for every width", () => {
    expect(skippedWhileOffscreen("32rem")).toBe(
      "content-visibility: auto; contain-intrinsic-size: auto 32rem;",
    );
  });

  it("takes a narrower estimate from each breakpoint given, in order", () => {
    expect(skippedWhileOffscreen({ base: "100rem", md: "23rem", sm: "48rem" })).toBe(
      "content-visibility: auto; contain-intrinsic-size: auto 100rem; " +
        "@media (min-width: 640px) { contain-intrinsic-size: auto 48rem; } " +
        "@media (min-width: 1024px) { contain-intrinsic-size: auto 23rem; }",
    );
  });
});
