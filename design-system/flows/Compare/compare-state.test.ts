import { describe, expect, it } from "vitest";
import type { CarCardData } from "../CarCard/types";
import {
  COMPARE_MAX_CARS,
  COMPARE_STORAGE_KEY,
  compareReducer,
  initialCompareState,
  parseStoredCars,
  toggleResult,
  type CompareState,
} from "./compare-state";

const car = (id: string): CarCardData => ({
  id,
  href: `/bilar/${id}/volvo-xc60`,
  title: `Volvo XC60 ${id}`,
  facts: { year: "2023" },
  price: { current: "459 900 kr" },
});

const withCars = (...ids: string[]): CompareState => ({
  ...initialCompareState,
  hydrated: true,
  cars: ids.map(car),
});

describe("compare selection", () => {
  it("allows at most four cars and stores under the key 'compare'", () => {
    expect(COMPARE_MAX_CARS).toBe(4);
    expect(COMPARE_STORAGE_KEY).toBe("compare");
  });

  it("toggle adds a car that is not selected, at the end", () => {
    const next = compareReducer(withCars("1"), { type: "toggle", car: car("2") });
    expect(next.cars.map((item) => item.id)).toEqual(["1", "2"]);
    expect(next.lastChange).toEqual({ kind: "added", car: car("2") });
  });

  it("toggle removes a car that is selected (matched by id)", () => {
    const next = compareReducer(withCars("1", "2"), {
      type: "toggle",
      car: { ...car("1"), title: "Same id, other data" },
    });
    expect(next.cars.map((item) => item.id)).toEqual(["2"]);
  });

  it("refuses a fifth car and counts the refusal", () => {
    const full = withCars("1", "2", "3", "4");
    const next = compareReducer(full, { type: "toggle", car: car("5") });
    expect(next.cars).toBe(full.cars);
    expect(next.lastChange).toEqual({ kind: "refused", car: car("5") });
    expect(next.changeCount).toBe(1);
    expect(toggleResult(full.cars, car("5"))).toBe("refused");
  });

  it("still removes a selected car when the list is full", () => {
    const next = compareReducer(withCars("1", "2", "3", "4"), { type: "toggle", car: car("3") });
    expect(next.cars.map((item) => item.id)).toEqual(["1", "2", "4"]);
    expect(next.lastChange).toEqual({ kind: "removed", car: car("3") });
  });

  it("takes another maximum when given one", () => {
    const next = compareReducer(withCars("1", "2"), { type: "toggle", car: car("3") }, 2);
    expect(next.cars).toHaveLength(2);
    expect(next.lastChange?.kind).toBe("refused");
  });

  it("remove drops one car by id and ignores unknown ids", () => {
    const state = withCars("1", "2");
    expect(compareReducer(state, { type: "remove", id: "1" }).cars.map((c) => c.id)).toEqual(["2"]);
    expect(compareReducer(state, { type: "remove", id: "9" })).toBe(state);
  });

  it("clear empties the list", () => {
    const next = compareReducer(withCars("1", "2"), { type: "clear" });
    expect(next.cars).toEqual([]);
    expect(next.lastChange).toEqual({ kind: "cleared" });
    const empty = withCars();
    expect(compareReducer(empty, { type: "clear" })).toBe(empty);
  });

  it("toggleResult reports what a toggle will do", () => {
    expect(toggleResult([car("1")], car("1"))).toBe("removed");
    expect(toggleResult([car("1")], car("2"))).toBe("added");
  });

  it("hydrate keeps stored cars first, de-duplicated, capped, then cars toggled before it", () => {
    const early = compareReducer(initialCompareState, { type: "toggle", car: car("9") });
    const next = compareReducer(early, {
      type: "hydrate",
      cars: [car("1"), car("1"), car("2"), car("3"), car("4"), car("5")],
    });
    expect(next.hydrated).toBe(true);
    expect(next.changeCount).toBe(early.changeCount);
    expect(next.cars.map((item) => item.id)).toEqual(["1", "2", "3", "4"]);
    const small = compareReducer(early, { type: "hydrate", cars: [car("1")] });
    expect(small.cars.map((item) => item.id)).toEqual(["1", "9"]);
  });
});

describe("parseStoredCars", () => {
  it("reads the stored cars", () => {
    expect(parseStoredCars(JSON.stringify([car("1"), car("2")]))).toEqual([car("1"), car("2")]);
  });

  it("tolerates nothing stored, corrupt JSON and other shapes", () => {
    expect(parseStoredCars(null)).toEqual([]);
    expect(parseStoredCars("{not json")).toEqual([]);
    expect(parseStoredCars('{"id":"1"}')).toEqual([]);
  });

  it("drops entries that are not cars", () => {
    const stored = JSON.stringify([car("1"), { id: "2" }, null, "3", { ...car("4"), image: 5 }]);
    expect(parseStoredCars(stored).map((item) => item.id)).toEqual(["1"]);
  });
});
