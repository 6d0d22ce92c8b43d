import { describe, expect, it } from "vitest";
import { TOOLTIP_MAX_LENGTH, truncateTooltip } from "./truncate";

describe("truncateTooltip", () => {
  it("cuts at 288 characters", () => {
    expect(TOOLTIP_MAX_LENGTH).toBe(288);
  });

  it("keeps 287 characters as they are", () => {
    const text = "a".repeat(287);
    expect(truncateTooltip(text)).toBe(text);
  });

  it("keeps exactly 288 characters as they are", () => {
    const text = "b".repeat(288);
    expect(truncateTooltip(text)).toBe(text);
  });

  it("cuts 289 characters to 288 plus an ellipsis", () => {
    const text = `${"c".repeat(288)}X`;
    const result = truncateTooltip(text);
    expect(result).toBe(`${"c".repeat(288)}…`);
    expect(Array.from(result)).toHaveLength(289);
  });

  it("keeps short and empty texts", () => {
    expect(truncateTooltip("")).toBe("");
    expect(truncateTooltip("Effektiv ränta 5,95 %")).toBe("Effektiv ränta 5,95 %");
  });

  it("counts characters, not UTF-16 units, and never splits an emoji", () => {
    const emojis = "🚗".repeat(288);
    expect(truncateTooltip(emojis)).toBe(emojis);
    expect(truncateTooltip(`${emojis}🚙`)).toBe(`${emojis}…`);
  });
});
