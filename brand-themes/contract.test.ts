import { describe, expect, it } from "vitest";
import { tokenContract, type TokenGroup } from "../design-system/theme/contract";
import { vars } from "../design-system/theme/vars";
import { sites } from "../sites/registry";
import { siteIds } from "../sites/site-ids";
import { brandDesigns, brandIds, brandThemes } from "./index";
import { brandTokens } from "./tokens";

describe("brand themes", () => {
  it.each(brandIds)("%s defines every contract token with a non-empty value", (id) => {
    const { tokens } = brandThemes[id];
    for (const group of Object.keys(tokenContract) as TokenGroup[]) {
      const values = tokens[group] as Record<string, string>;
      expect(Object.keys(values).sort(), group).toEqual([...tokenContract[group]].sort());
      for (const name of tokenContract[group])
        expect(values[name]?.trim(), `${group}.${name}`).toBeTruthy();
    }
    expect(brandThemes[id].tokens).toBe(brandTokens[id]);
  });

  it("gives every site its own theme, and every brand looks different", () => {
    expect(new Set(siteIds.map((id) => sites[id].brand)).size).toBe(siteIds.length);
    const looks = brandIds.map((id) => {
      const { color, font, radius } = brandThemes[id].tokens;
      return `${color.action}|${color.surface}|${font.heading}|${radius.action}`;
    });
    expect(new Set(looks).size).toBe(brandIds.length);
    expect(new Set(brandIds.map((id) => brandThemes[id].tokens.font.heading)).size).toBe(
      brandIds.length,
    );
  });

  it("offers the car-brand designs a page can switch to", () => {
    expect(Object.keys(brandDesigns)).toEqual(["BMW", "MINI", "Porsche", "Ford", "IVECO"]);
    for (const id of Object.values(brandDesigns)) expect(brandIds).toContain(id);
  });

  it("components reference tokens as CSS variables, identical in every brand", () => {
    expect(vars.color.action).toBe("var(--fc-color-action)");
    expect(vars.fontWeight.heading).toBe("var(--fc-font-weight-heading)");
    expect(vars.textTransform.action).toBe("var(--fc-text-transform-action)");
  });
});
