import { describe, expect, it } from "vitest";
import { linkRel, opensNewTab } from "./rel";

describe("linkRel", () => {
  it("adds noopener noreferrer for a new tab", () => {
    expect(linkRel("_blank", undefined)).toBe("noopener noreferrer");
  });

  it("keeps the caller's tokens without duplicates", () => {
    expect(linkRel("_blank", "nofollow noopener")).toBe("nofollow noopener noreferrer");
    expect(linkRel(undefined, " sponsored  nofollow ")).toBe("sponsored nofollow");
  });

  it("leaves same-tab links without rel", () => {
    expect(linkRel(undefined, undefined)).toBeUndefined();
    expect(linkRel("_self", "")).toBeUndefined();
  });

  it("knows which targets open a new tab", () => {
    expect(opensNewTab("_blank")).toBe(true);
    expect(opensNewTab("_self")).toBe(false);
    expect(opensNewTab(undefined)).toBe(false);
  });
});
