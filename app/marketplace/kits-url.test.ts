import { describe, expect, it } from "vitest";
import { chosenCar, kitSearchParams, kitsHref, parseKitParams } from "./kits-url";

const session = {
  user: "mv",
  dealer: "D100",
  unit: "HKI",
  transactionId: "T-1",
  auto: "Volvo XC60 2022",
};

describe("the kits page URL", () => {
  it("reads the filters, price range, keyphrase, sort and page", () => {
    const query = parseKitParams(
      new URLSearchParams(
        "category=Ulkovarusteet>Vetokoukut&make=Volvo&model=XC60&year=2022&status=Aktiivinen" +
          "&price=100-500&keyphrase=%20koukku%20&sortName=retailPrice_asc&page=2&other=x",
      ),
    );
    expect(query).toEqual({
      filters: {
        "kitCategory>kitSubCategory>kitSubSubCategory": ["Ulkovarusteet>Vetokoukut"],
        "vehicleFitmentSpecifications.make": ["Volvo"],
        "vehicleFitmentSpecifications.model": ["XC60"],
        "vehicleFitmentSpecifications.modelYear": ["2022"],
        status: ["Aktiivinen"],
      },
      ranges: { retailPrice: { min: 100, max: 500 } },
      keyphrase: "koukku",
      sortName: "retailPrice_asc",
      page: 2,
    });
    expect(parseKitParams(new URLSearchParams("page=99&price=abc")).page).toBe(20);
    expect(parseKitParams(new URLSearchParams("price=abc")).ranges).toEqual({});
  });

  it("writes the state back with the dealer session kept, and reads it the same", () => {
    const query = parseKitParams(new URLSearchParams("make=Volvo&price=-500&page=1"));
    const href = kitsHref("/varusteet", query, session);
    expect(href).toBe(
      "/varusteet?make=Volvo&price=-500&page=1&user=mv&dealer=D100&unit=HKI&transactionId=T-1&auto=Volvo+XC60+2022",
    );
    expect(parseKitParams(new URL(href, "https://x.example").searchParams)).toEqual(query);
    expect(kitsHref("/varusteet", parseKitParams(new URLSearchParams()), {})).toBe("/varusteet");
  });

  it("searches every page up to the URL's at once, a parent category narrowed by its child", () => {
    const query = parseKitParams(
      new URLSearchParams("category=Ulkovarusteet&category=Ulkovarusteet>Vetokoukut&page=1"),
    );
    expect(kitSearchParams(query)).toMatchObject({
      filters: { "kitCategory>kitSubCategory>kitSubSubCategory": ["Ulkovarusteet>Vetokoukut"] },
      limit: 48,
      offset: 0,
    });
  });

  it("names the car the filters choose, for the no-kits-for-car message", () => {
    expect(
      chosenCar(parseKitParams(new URLSearchParams("make=Tesla&model=Model 3&year=2016"))),
    ).toBe("Tesla Model 3 2016");
    expect(chosenCar(parseKitParams(new URLSearchParams("make=Volvo")))).toBe("Volvo");
    expect(chosenCar(parseKitParams(new URLSearchParams("category=Lataus")))).toBeUndefined();
  });
});
