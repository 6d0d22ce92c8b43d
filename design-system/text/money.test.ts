import { describe, expect, it } from "vitest";
import { moneyFormat, moneyFormatter } from "./money";

const spaces = (text: string) => text.replace(/\s/g, " ");

describe("money format", () => {
  it("writes amounts as the currency has them, or in whole units", () => {
    expect(spaces(moneyFormatter("fi-FI", "EUR")(1234.5))).toBe("1 234,50 €");
    expect(spaces(moneyFormatter("sv-SE", "SEK", { wholeUnits: true })(249900.4))).toBe(
      "249 900 kr",
    );
    expect(moneyFormatter("en-GB", "GBP", { wholeUnits: true })(23495)).toBe("£23,495");
  });

  it("makes each format once", () => {
    expect(moneyFormat("sv-SE", "SEK")).toBe(moneyFormat("sv-SE", "SEK"));
    expect(moneyFormat("sv-SE", "SEK")).not.toBe(moneyFormat("sv-SE", "SEK", { wholeUnits: true }));
  });
});
