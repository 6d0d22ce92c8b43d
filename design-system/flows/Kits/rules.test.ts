import { describe, expect, it } from "vitest";
import { formatCount } from "../CarList/query";
import {
  CONSUMABLES_FEE_CAP,
  KITS_AS_ROWS_COOKIE,
  KITS_AS_ROWS_MAX_AGE_SECONDS,
  KIT_VAT_RATE,
  cartTotals,
  consumablesFee,
  isKitSessionActive,
  kitPlaceholderIndexes,
  kitSessionFromParams,
  kitTotals,
  labourNet,
  toggleKit,
} from "./rules";

const labour = (hours: number, price: number) => ({
  description: "Asennus",
  durationHours: hours,
  retailPrice: price,
  labourCode: null,
  labourId: null,
});

describe("kit prices", () => {
  it("uses the constants of the specs", () => {
    expect(KIT_VAT_RATE).toBe(0.255);
    expect(CONSUMABLES_FEE_CAP).toBe(85);
    expect(KITS_AS_ROWS_COOKIE).toBe("kitsAsRows");
    expect(KITS_AS_ROWS_MAX_AGE_SECONDS).toBe(3600);
  });

  it("prices labour as hourly price times hours, over every specification", () => {
    expect(labourNet({ labourSpecifications: [labour(2, 96), labour(0.5, 100)] })).toBe(242);
    expect(labourNet({ labourSpecifications: [] })).toBe(0);
  });

  it("charges 8.5 % of labour as consumables, at most 85", () => {
    expect(consumablesFee(192)).toBeCloseTo(16.32, 10);
    expect(consumablesFee(1000)).toBe(85);
    expect(consumablesFee(1200)).toBe(85);
    expect(consumablesFee(0)).toBe(0);
  });

  it("totals a kit net and gross, the fee computed on each (hand-computed)", () => {
    // Parts 400, labour 2 h × 96 = 192, fee 8.5 % = 16.32 -> net 608.32.
    // Gross: parts 502, labour 240.96, fee 8.5 % of 240.96 = 20.4816 -> 763.4416 -> 763.44.
    expect(kitTotals({ retailPrice: 400, labourSpecifications: [labour(2, 96)] })).toEqual({
      net: { parts: 400, labour: 192, fee: 16.32, total: 608.32 },
      gross: { parts: 502, labour: 240.96, fee: 20.48, total: 763.44 },
      vat: 155.12,
    });
  });

  it("caps the gross fee on its own when only the gross labour passes the cap", () => {
    // Labour 9 h × 100 = 900: net fee 76.50; gross labour 1129.50, fee 96.0075 -> capped at 85.
    const totals = kitTotals({ retailPrice: 0, labourSpecifications: [labour(9, 100)] });
    expect(totals.net.fee).toBe(76.5);
    expect(totals.gross.fee).toBe(85);
    expect(totals.gross.total).toBe(1214.5);
  });

  it("caps the fee per kit, not per cart, and sums the cart", () => {
    const big = { retailPrice: 1000, labourSpecifications: [labour(12, 100)] };
    const small = { retailPrice: 100, labourSpecifications: [labour(1, 100)] };
    const totals = cartTotals([big, small]);
    // Fees: 85 (capped) + 8.50.
    expect(totals.net).toEqual({ parts: 1100, labour: 1300, fee: 93.5, total: 2493.5 });
    // Gross fees: 85 (capped) + 8.5 % of 125.50 = 10.6675.
    expect(totals.gross.fee).toBe(95.67);
    expect(totals.gross.total).toBe(3107.67);
    expect(cartTotals([])).toEqual({
      net: { parts: 0, labour: 0, fee: 0, total: 0 },
      gross: { parts: 0, labour: 0, fee: 0, total: 0 },
      vat: 0,
    });
  });
});

describe("the cart", () => {
  const kit = (kitId: string) => ({ kitId });

  it("adds a kit, and removes it when it is added again", () => {
    const one = toggleKit([], kit("A"));
    expect(one).toEqual([kit("A")]);
    const two = toggleKit(one, kit("B"));
    expect(two.map((entry) => entry.kitId)).toEqual(["A", "B"]);
    expect(toggleKit(two, kit("A")).map((entry) => entry.kitId)).toEqual(["B"]);
    expect(two).toHaveLength(2);
  });
});

describe("the dealer session", () => {
  const full = "user=mv&dealer=D100&unit=U2&transactionId=T-9&auto=Volvo%20XC60%202022";

  it("reads the five parameters of the URL", () => {
    expect(kitSessionFromParams(new URLSearchParams(`${full}&other=x`))).toEqual({
      user: "mv",
      dealer: "D100",
      unit: "U2",
      transactionId: "T-9",
      auto: "Volvo XC60 2022",
    });
  });

  it("is active only with all five set", () => {
    expect(isKitSessionActive(kitSessionFromParams(new URLSearchParams(full)))).toBe(true);
    for (const key of ["user", "dealer", "unit", "transactionId", "auto"]) {
      const params = new URLSearchParams(full);
      params.set(key, " ");
      expect(isKitSessionActive(kitSessionFromParams(params))).toBe(false);
      params.delete(key);
      expect(isKitSessionActive(kitSessionFromParams(params))).toBe(false);
    }
    expect(isKitSessionActive({})).toBe(false);
  });
});

describe("placeholder images", () => {
  it("shows three different of the four, the same for the same kit", () => {
    for (const kitId of ["KIT-010000", "KIT-010007", "a", "", "KIT-999999"]) {
      const indexes = kitPlaceholderIndexes(kitId);
      expect(indexes).toHaveLength(3);
      expect(new Set(indexes).size).toBe(3);
      for (const index of indexes) expect([0, 1, 2, 3]).toContain(index);
      expect(kitPlaceholderIndexes(kitId)).toEqual(indexes);
    }
  });

  it("leaves each of the four out for some kits (chosen by the kitId's hash)", () => {
    const leftOut = new Set(
      Array.from({ length: 40 }, (_, index) => {
        const shown = kitPlaceholderIndexes(`KIT-${index}`);
        return [0, 1, 2, 3].find((image) => !shown.includes(image));
      }),
    );
    expect(leftOut).toEqual(new Set([0, 1, 2, 3]));
  });
});

describe("the filter count", () => {
  it("shows 10000+ at the service's cap (the car list's count, which the kits page uses)", () => {
    expect(formatCount(320, "fi-FI")).toBe("320");
    expect(formatCount(10000, "fi-FI")).toBe("10000+");
  });
});
