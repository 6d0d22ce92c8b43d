import { describe, expect, it } from "vitest";
import { campaignBadge, carModelFacts, MAX_CAR_MODEL_FACTS } from "./rules";

describe("carModelFacts", () => {
  it("keeps pairs with both label and value, in order, at most four", () => {
    expect(MAX_CAR_MODEL_FACTS).toBe(4);
    expect(
      carModelFacts([
        { label: "Räckvidd", value: "476 km" },
        { label: "Pris", value: "" },
        { label: " ", value: "x" },
        { label: "Laddning", value: " 26 min " },
        { label: "A", value: "1" },
        { label: "B", value: "2" },
        { label: "C", value: "3" },
      ]),
    ).toEqual([
      { label: "Räckvidd", value: "476 km" },
      { label: "Laddning", value: "26 min" },
      { label: "A", value: "1" },
      { label: "B", value: "2" },
    ]);
    expect(carModelFacts([{ label: null, value: undefined }])).toEqual([]);
  });
});

describe("campaignBadge", () => {
  it("shows only for campaign models, with the generic label when the text is empty", () => {
    expect(campaignBadge(false, "3,95 % ränta", "Kampanj")).toBeUndefined();
    expect(campaignBadge(true, "3,95 % ränta", "Kampanj")).toBe("3,95 % ränta");
    expect(campaignBadge(true, "  ", "Kampanj")).toBe("Kampanj");
    expect(campaignBadge(true, undefined, "Kampanj")).toBe("Kampanj");
  });
});
