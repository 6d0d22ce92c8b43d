import { describe, expect, it } from "vitest";
import { brandIds, brandThemes } from "./index";
import { brandThemeFrom, pageBrandFrom, type BrandThemeData } from "./theme-data";
import { brandDesignOf, pageBrandDataOf, themeDataOf } from "./theme-data.server";

describe("brand themes as loader data", () => {
  it.each(brandIds)("%s survives serialisation and gets its logo back", (id) => {
    const data = JSON.parse(JSON.stringify(themeDataOf(id))) as BrandThemeData;
    expect(data).not.toHaveProperty("Logo");
    // Token values stay on the server: components use the CSS variables.
    expect(data).not.toHaveProperty("tokens");
    const { Logo: _logo, tokens: _tokens, ...expected } = brandThemes[id];
    expect(data).toEqual(expected);
    const theme = brandThemeFrom(data);
    expect(theme.css).toBe(brandThemes[id].css);
    expect(typeof theme.Logo).toBe("function");
  });

  it("sends the page's own brand without its CSS, which the document head carries", () => {
    const data = pageBrandDataOf("carstore-se");
    expect(Object.keys(data).sort()).toEqual(["fonts", "id", "logo", "name"]);
    const brand = pageBrandFrom(JSON.parse(JSON.stringify(data)) as typeof data);
    expect(brand.Logo).toBe(brandThemeFrom(themeDataOf("carstore-se")).Logo);
    expect(brand.name).toBe(brandThemes["carstore-se"].name);
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
