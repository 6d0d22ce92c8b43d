import { describe, expect, it } from "vitest";
import { brandCssRule, tokenContract, type TokenGroup } from "../design-system/theme/contract";
import { vars } from "../design-system/theme/vars";
import { siteIds } from "../app/sites/site-ids";
import { sites } from "../app/sites/registry";
import { brandThemes, brandIds } from "./index";
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

  it("gives every site its own theme, and the nine look different", () => {
    expect(siteIds.map((id) => sites[id].brand).sort()).toEqual([...brandIds].sort());
    const looks = brandIds.map((id) => {
      const { color, font, radius } = brandThemes[id].tokens;
      return `${color.action}|${color.surface}|${font.heading}|${radius.action}`;
    });
    expect(new Set(looks).size).toBe(brandIds.length);
    expect(new Set(brandIds.map((id) => brandThemes[id].tokens.font.heading)).size).toBe(
      brandIds.length,
    );
  });

  it("scopes a brand's custom properties to its data-brand attribute", () => {
    const rule = brandCssRule("carstore-se", brandTokens["carstore-se"]);
    expect(rule.startsWith('[data-brand="carstore-se"]{')).toBe(true);
    expect(rule).toContain("--fc-color-action:#c2410c;");
    expect(rule).toContain("--fc-font-weight-heading:900;");
  });

  it("components reference tokens as CSS variables, identical in every brand", () => {
    expect(vars.color.action).toBe("var(--fc-color-action)");
    expect(vars.fontWeight.heading).toBe("var(--fc-font-weight-heading)");
    expect(vars.textTransform.action).toBe("var(--fc-text-transform-action)");
  });
});
