import { describe, expect, it } from "vitest";
import {
  CAR_TEASER_DEFAULT_LIMIT,
  CAR_TEASER_MAX_IDS,
  orderByIds,
  parseTeaserIds,
  teaserLimit,
} from "./rules";

describe("car teaser rules", () => {
  it("reads comma-separated ids, trimmed, in order, without blanks or repeats", () => {
    expect(parseTeaserIds(" 12, 7,,12 , 3 ")).toEqual(["12", "7", "3"]);
    expect(parseTeaserIds(undefined)).toEqual([]);
    expect(parseTeaserIds("")).toEqual([]);
  });

  it("keeps at most 100 ids", () => {
    expect(CAR_TEASER_MAX_IDS).toBe(100);
    const many = Array.from({ length: 130 }, (_, index) => String(index)).join(",");
    const ids = parseTeaserIds(many);
    expect(ids).toHaveLength(100);
    expect(ids.at(-1)).toBe("99");
  });

  it("asks for 8 cars unless NumberOfCars or Limit says otherwise", () => {
    expect(CAR_TEASER_DEFAULT_LIMIT).toBe(8);
    expect(teaserLimit({})).toBe(8);
    expect(teaserLimit({ numberOfCars: "12", limit: 4 })).toBe(12);
    expect(teaserLimit({ limit: 4 })).toBe(4);
    expect(teaserLimit({ numberOfCars: "", limit: "6" })).toBe(6);
    expect(teaserLimit({ numberOfCars: "0", limit: "x" })).toBe(8);
    expect(teaserLimit({ numberOfCars: 2.5 })).toBe(8);
  });

  it("orders results by the given ids and drops the rest", () => {
    const cars = [{ car_id: "3" }, { car_id: "12" }, { car_id: "9" }];
    expect(orderByIds(cars, ["12", "7", "3"], (car) => car.car_id)).toEqual([
      { car_id: "12" },
      { car_id: "3" },
    ]);
  });
});
