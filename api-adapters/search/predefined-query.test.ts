// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { parsePredefinedQuery } from "./predefined-query";

afterEach(() => vi.restoreAllMocks());

describe("predefined query", () => {
  it("parses the documented example", () => {
    expect(
      parsePredefinedQuery(
        "car_brand=Volvo,Kia;car_fuel=El;car_price=100000-300000;keyphrase=xc60",
      ),
    ).toEqual({
      keyphrase: "xc60",
      filters: {
        car_brand: ["Volvo", "Kia"],
        car_fuel: ["El"],
        car_price: { min: 100000, max: 300000 },
      },
    });
  });

  it("is empty for an empty string and ignores empty clauses and blanks", () => {
    expect(parsePredefinedQuery("")).toEqual({ keyphrase: "", filters: {} });
    expect(parsePredefinedQuery(" ; car_body = SUV , Kombi ;; ")).toEqual({
      keyphrase: "",
      filters: { car_body: ["SUV", "Kombi"] },
    });
  });

  it("keeps hierarchical names and values", () => {
    expect(parsePredefinedQuery("car_brand>car_model=Kia>Niro,Volvo").filters).toEqual({
      "car_brand>car_model": ["Kia>Niro", "Volvo"],
    });
  });

  it("reads ranges with either bound optional, or one number, for the range filters only", () => {
    expect(parsePredefinedQuery("car_year=2020-").filters).toEqual({ car_year: { min: 2020 } });
    expect(parsePredefinedQuery("car_mileage=-5000").filters).toEqual({
      car_mileage: { max: 5000 },
    });
    expect(parsePredefinedQuery("car_power=150").filters).toEqual({
      car_power: { min: 150, max: 150 },
    });
    expect(parsePredefinedQuery("car_model=e-tron GT").filters).toEqual({
      car_model: ["e-tron GT"],
    });
  });

  it("joins keyphrase clauses and merges repeated filters without duplicates", () => {
    expect(
      parsePredefinedQuery("keyphrase=volvo;car_fuel=El;keyphrase=awd;car_fuel=El,Hybrid"),
    ).toEqual({
      keyphrase: "volvo awd",
      filters: { car_fuel: ["El", "Hybrid"] },
    });
  });

  it.each([
    ["car_brand", "no '='"],
    ["=Volvo", "malformed filter name"],
    ["Car Brand=Volvo", "malformed filter name"],
    ["car_brand=", "no values"],
    ["car_brand= , ", "no values"],
    ["keyphrase=", "empty keyphrase"],
    ["car_price=abc", "malformed range"],
    ["car_price=-", "malformed range"],
    ["car_price=300-100", "malformed range"],
  ])("logs and ignores the invalid clause %j", (clause, reason) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(parsePredefinedQuery(`${clause};car_fuel=El`)).toEqual({
      keyphrase: "",
      filters: { car_fuel: ["El"] },
    });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('"event":"search.predefined-query.invalid-clause"'),
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`"reason":"${reason}"`));
  });
});
