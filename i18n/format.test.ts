import { describe, expect, it } from "vitest";
import { formatMessage } from "./format";

describe("formatMessage", () => {
  it.each([
    ["plain text", "Till startsidan", {}, "Till startsidan"],
    ["an argument", "Jämför ({count})", { count: 3 }, "Jämför (3)"],
    ["two arguments", "Gå till bild {n} av {m}", { n: 2, m: 5 }, "Gå till bild 2 av 5"],
    ["a string argument", "{site}, till startsidan", { site: "Bilia" }, "Bilia, till startsidan"],
    ["a missing argument stays visible", "Hej {name}", {}, "Hej {name}"],
    ["an unclosed brace stays as written", "Hej {name", { name: "x" }, "Hej {name"],
    ["a name that is an Object key is not read", "{toString}", {}, "{toString}"],
  ])("fills %s", (_case, template, values, expected) => {
    expect(formatMessage(template, values, "sv")).toBe(expected);
  });

  const cars = "{count, plural, =0 {Inga bilar} one {# bil} other {# bilar}}";
  it.each([
    [0, "Inga bilar"],
    [1, "1 bil"],
    [2, "2 bilar"],
    [1234, "1 234 bilar"],
  ])("chooses the plural branch for %i in Swedish", (count, expected) => {
    expect(formatMessage(cars, { count }, "sv").replace(/\s/g, " ")).toBe(expected);
  });

  it("uses the locale's plural rules (Slovak has a few-category)", () => {
    const template = "{count, plural, one {# auto} few {# autá} other {# áut}}";
    expect(formatMessage(template, { count: 1 }, "sk")).toBe("1 auto");
    expect(formatMessage(template, { count: 3 }, "sk")).toBe("3 autá");
    expect(formatMessage(template, { count: 7 }, "sk")).toBe("7 áut");
  });

  it("fills arguments inside a plural branch, and text around the plural", () => {
    const template = "Visar {count, plural, one {# bil i {city}} other {# bilar i {city}}}.";
    expect(formatMessage(template, { count: 2, city: "Solna" }, "sv")).toBe(
      "Visar 2 bilar i Solna.",
    );
  });

  it("leaves a plural without a number value as written", () => {
    expect(formatMessage(cars, {}, "sv")).toBe(cars);
    expect(formatMessage(cars, { count: "två" }, "sv")).toBe(cars);
  });

  it("falls back to the other branch when the category has none", () => {
    expect(formatMessage("{n, plural, other {# st}}", { n: 1 }, "sv")).toBe("1 st");
  });
});
