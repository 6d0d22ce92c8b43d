import { describe, expect, it } from "vitest";
import { dealerBrandNames } from "./dealer-brands";

describe("dealerBrandNames (the brand-code rule)", () => {
  it("reduces an underscore code to its base when the base is present", () => {
    expect(
      dealerBrandNames([
        { name: "Volvo", brand_code: "VOLVO" },
        { name: "Volvo Transport", brand_code: "VOLVO_TR" },
        { name: "Kia", brand_code: "KIA" },
      ]),
    ).toEqual(["Volvo", "Kia"]);
  });

  it("keeps an underscore code whose base is absent", () => {
    expect(dealerBrandNames([{ name: "Ford Transit", brand_code: "FORD_TR" }])).toEqual([
      "Ford Transit",
    ]);
  });

  it("keeps FI_TR and MH_TR even with their base present", () => {
    expect(
      dealerBrandNames([
        { name: "Fiat", brand_code: "FI" },
        { name: "Fiat Professional", brand_code: "FI_TR" },
        { name: "MH", brand_code: "MH" },
        { name: "MH Trucks", brand_code: "MH_TR" },
      ]),
    ).toEqual(["Fiat", "Fiat Professional", "MH", "MH Trucks"]);
  });

  it("names a brand by its code when it has no name, once", () => {
    expect(
      dealerBrandNames([{ brand_code: "BMW" }, { name: "BMW", brand_code: "BMW" }, {}]),
    ).toEqual(["BMW"]);
  });
});
