import { describe, expect, it } from "vitest";
import { brandIds, brandThemes } from "./index";
import { brandThemeFrom, type BrandThemeData } from "./theme-data";
import { brandDesignOf, themeDataOf } from "./theme-data.server";

describe("brand themes as loader data", () => {
  it.each(brandIds)("%s survives serialisation and gets its logo back", (id) => {
    const data = JSON.parse(JSON.stringify(themeDataOf(id))) as BrandThemeData;
    expect(data).not.toHaveProperty("Logo");
    const { Logo: _logo, ...expected } = brandThemes[id];
    expect(data).toEqual(expected);
    const theme = brandThemeFrom(data);
    expect(theme.css).toBe(brandThemes[id].css);
    expect(typeof theme.Logo).toBe("function");
  });

  it("rebuilds a brand's Logo once, so a new copy of the data does not remount it", () => {
    const first = brandThemeFrom(themeDataOf("bmw"));
    const again = brandThemeFrom(JSON.parse(JSON.stringify(themeDataOf("bmw"))) as BrandThemeData);
    expect(again.Logo).toBe(first.Logo);
  });

  it("sends the design a page's BrandDesign field names, and none for an unknown or absent one", () => {
    expect(brandDesignOf({ BrandDesign: { value: "BMW" } })?.id).toBe("bmw");
    expect(brandDesignOf({ BrandDesign: { value: "Porsche" } })?.id).toBe("porsche");
    expect(brandDesignOf({ BrandDesign: { value: "Lada" } })).toBeNull();
    expect(brandDesignOf({ BrandDesign: { value: "toString" } })).toBeNull();
    expect(brandDesignOf({})).toBeNull();
  });
});
