import { describe, expect, it } from "vitest";
import { languages } from "../../sites/manifest";
import { storyTranslator } from "../stories/texts";
import { dealerSiteLabels } from "./dealer-site-labels";
import { labelLeaves } from "./label-leaves";

describe("dealer site labels", () => {
  it.each(languages)("resolves every label in %s from the catalogue (no key shows)", (language) => {
    for (const [path, text] of labelLeaves(dealerSiteLabels(storyTranslator(language)))) {
      expect(text.trim(), `${language} ${path}`).not.toBe("");
      expect(text, `${language} ${path}`).not.toMatch(/^(Dealer|Shell|Marketplace)\./);
    }
  });

  it("keeps the count template for the list to fill", () => {
    expect(dealerSiteLabels(storyTranslator("sv")).list.showing).toBe("Visar {shown} av {total}");
  });
});
