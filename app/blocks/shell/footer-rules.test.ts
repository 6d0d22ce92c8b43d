import { describe, expect, it } from "vitest";
import {
  CAR_BRAND_PARAM,
  brandSource,
  brandSourcesFromService,
  carListBrandHref,
  resolveSocialLinks,
  shouldShowBrands,
  socialIconFor,
} from "./footer-rules";

describe("carListBrandHref", () => {
  it("adds car_brand=<brand name> to the car list path (specs)", () => {
    expect(CAR_BRAND_PARAM).toBe("car_brand");
    expect(carListBrandHref("/kop-bil", "Volvo")).toBe("/kop-bil?car_brand=Volvo");
    expect(carListBrandHref("/buy-car/used-cars/all-used-cars", "Land Rover")).toBe(
      "/buy-car/used-cars/all-used-cars?car_brand=Land+Rover",
    );
    expect(carListBrandHref("/kop-bil", "Citroën")).toBe("/kop-bil?car_brand=Citro%C3%ABn");
    expect(carListBrandHref("/kop-bil", "Lynk & Co")).toBe("/kop-bil?car_brand=Lynk+%26+Co");
  });

  it("keeps an existing query and hash, replaces an existing car_brand, and keeps hosts", () => {
    expect(carListBrandHref("/kop-bil?sort=price#list", "BMW")).toBe(
      "/kop-bil?sort=price&car_brand=BMW#list",
    );
    expect(carListBrandHref("/kop-bil?car_brand=Kia", "BMW")).toBe("/kop-bil?car_brand=BMW");
    expect(carListBrandHref("https://cars.example.com/list", "MG")).toBe(
      "https://cars.example.com/list?car_brand=MG",
    );
  });

  it("decodes back to the brand name", () => {
    const href = carListBrandHref("/kop-bil", "Mercedes-Benz");
    expect(new URL(href, "http://x").searchParams.get("car_brand")).toBe("Mercedes-Benz");
  });
});

describe("shouldShowBrands", () => {
  it("needs ShowBrands and a car list path", () => {
    expect(shouldShowBrands(true, "/kop-bil")).toBe(true);
    expect(shouldShowBrands(false, "/kop-bil")).toBe(false);
    expect(shouldShowBrands(true, null)).toBe(false);
    expect(shouldShowBrands(true, undefined)).toBe(false);
    expect(shouldShowBrands(true, "  ")).toBe(false);
  });
});

describe("brand logo sources", () => {
  it("uses the colour logo with the black-and-white one as fallback", () => {
    expect(brandSource("Kia", "/kia.svg", "/kia-bw.svg")).toEqual({
      name: "Kia",
      logoSrc: "/kia.svg",
      fallbackLogoSrc: "/kia-bw.svg",
    });
    expect(brandSource("Kia", undefined, "/kia-bw.svg")).toEqual({
      name: "Kia",
      logoSrc: "/kia-bw.svg",
    });
    expect(brandSource("Kia", "/kia.svg", "/kia.svg")).toEqual({
      name: "Kia",
      logoSrc: "/kia.svg",
    });
  });

  it("drops brands without a name or any logo", () => {
    expect(brandSource("Kia", undefined, undefined)).toBeNull();
    expect(brandSource(" ", "/x.svg", undefined)).toBeNull();
    expect(
      brandSourcesFromService([
        { brandCode: "KIA", name: "Kia", logo: { src: "/kia.svg" }, logoBlackAndWhite: null },
        { brandCode: "X", name: "X", logo: null, logoBlackAndWhite: null },
      ]),
    ).toEqual([{ name: "Kia", logoSrc: "/kia.svg" }]);
  });
});

describe("social links", () => {
  it("finds an icon per name, ignoring case, with Twitter as X", () => {
    expect(socialIconFor("Instagram")).toBe("Instagram");
    expect(socialIconFor("youtube")).toBe("YouTube");
    expect(socialIconFor(" LINKEDIN ")).toBe("LinkedIn");
    expect(socialIconFor("Twitter")).toBe("X");
    expect(socialIconFor("Pinterest")).toBeUndefined();
    expect(socialIconFor("")).toBeUndefined();
  });

  it("skips and reports entries with a missing icon or URL (error catalogue)", () => {
    const { links, skipped } = resolveSocialLinks([
      { name: "facebook", label: "Facebook", href: "https://facebook.com/a", target: "_blank" },
      { name: "Pinterest", href: "https://pinterest.com/a" },
      { name: "Instagram" },
      { name: "", href: "https://example.com" },
    ]);
    expect(links).toEqual([
      { name: "Facebook", href: "https://facebook.com/a", icon: "Facebook", target: "_blank" },
    ]);
    expect(skipped).toEqual([
      { name: "Pinterest", reason: "missing-icon" },
      { name: "Instagram", reason: "missing-url" },
      { name: "", reason: "missing-icon" },
    ]);
  });
});
