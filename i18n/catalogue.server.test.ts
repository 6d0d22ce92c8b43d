import { describe, expect, it } from "vitest";
import { languages } from "../sites/manifest";
import { catalogueKeys, defaultLanguage, resolveTexts } from "./catalogue.server";
import { createTranslator } from "./translate";

describe("message catalogues", () => {
  const defaultKeys = catalogueKeys(defaultLanguage).sort();

  it.each(languages)("%s has every key of the default language and no other", (language) => {
    expect(catalogueKeys(language).sort()).toEqual(defaultKeys);
  });

  it.each(languages)("%s has no empty text", (language) => {
    const texts = resolveTexts(language);
    expect(Object.entries(texts).filter(([, text]) => !text.trim())).toEqual([]);
  });
});

describe("resolveTexts", () => {
  it("resolves a language, dictionary and namespace set once: the same frozen texts after", () => {
    const dictionary = { "Shell.BackToHome": "Hem" };
    const texts = resolveTexts("sv", dictionary, ["Shell"]);
    expect(resolveTexts("sv", dictionary, ["Shell"])).toBe(texts);
    expect(resolveTexts("sv", dictionary, new Set(["Shell" as const]))).toBe(texts);
    expect(Object.isFrozen(texts)).toBe(true);
    expect(texts["Shell.BackToHome"]).toBe("Hem");
    expect(Object.keys(texts).every((key) => key.startsWith("Shell."))).toBe(true);
    // Another dictionary object (a refreshed read), language or namespace set is its own.
    expect(resolveTexts("sv", { ...dictionary }, ["Shell"])).not.toBe(texts);
    expect(resolveTexts("nb", dictionary, ["Shell"])["Shell.BackToHome"]).toBe("Hem");
    expect(resolveTexts("sv", dictionary, ["Footer"])["Shell.BackToHome"]).toBeUndefined();
    expect(resolveTexts("sv")).toBe(resolveTexts("sv"));
  });

  it("takes the site language's catalogue for a regional tag", () => {
    expect(resolveTexts("sv-SE")["Shell.BackToHome"]).toBe("Till startsidan");
  });

  it("lets the CMS dictionary override a text, but not with an empty one", () => {
    const texts = resolveTexts("sv", {
      "Shell.BackToHome": "Hem",
      "Shell.MainNavigation": "  ",
    });
    expect(texts["Shell.BackToHome"]).toBe("Hem");
    expect(texts["Shell.MainNavigation"]).toBe("Huvudmeny");
  });

  it("takes the car list's error and empty texts from the dictionary keys the specs name", () => {
    const texts = resolveTexts("sv", {
      carListError: "Bilarna är på service",
      noSearchResults: "Tomt",
    });
    expect(texts["Marketplace.CarListError"]).toBe("Bilarna är på service");
    expect(texts["Marketplace.CarListEmpty"]).toBe("Tomt");
    expect(resolveTexts("sv", { carListError: "" })["Marketplace.CarListError"]).toBe(
      resolveTexts("sv")["Marketplace.CarListError"],
    );
  });

  it("takes the contact form's success and error texts from the dictionary keys the specs name", () => {
    const texts = resolveTexts("nb", {
      carDetailFormSuccess: "Takk, vi ringer deg!",
      carDetailFormError: "Det gikk ikke, ring oss.",
    });
    expect(texts["CarContact.Success"]).toBe("Takk, vi ringer deg!");
    expect(texts["CarContact.Error"]).toBe("Det gikk ikke, ring oss.");
    expect(resolveTexts("nb")["CarContact.Error"]).toBe(
      "Beklager, meldingen din kunne ikke sendes. Prøv igjen senere eller ring selgeren.",
    );
  });

  it("takes the empty stories list's text from the storiesNoResults dictionary key (specs 8)", () => {
    expect(resolveTexts("sv", { storiesNoResults: "Inget nytt här" })["Stories.NoResults"]).toBe(
      "Inget nytt här",
    );
    expect(resolveTexts("en-GB")["Stories.NoResults"]).toBe("No stories match the chosen tags.");
  });

  it("ignores dictionary keys that are not in the catalogue", () => {
    expect(resolveTexts("sv", { "Not.A.Key": "x" })).not.toHaveProperty("Not.A.Key");
  });

  it("resolves only the namespaces asked for, the dictionary still applied", () => {
    const texts = resolveTexts("sv", { "Footer.SocialLinks": "Följ oss" }, ["Shell", "Footer"]);
    const namespaces = new Set(Object.keys(texts).map((key) => key.split(".")[0]));
    expect(namespaces).toEqual(new Set(["Shell", "Footer"]));
    expect(texts["Footer.SocialLinks"]).toBe("Följ oss");
    expect(texts["Shell.BackToHome"]).toBe("Till startsidan");
    expect(resolveTexts("sv", {}, [])).toEqual({});
  });
});

describe("createTranslator", () => {
  it("formats with the locale and shows an unknown key as itself", () => {
    const t = createTranslator(resolveTexts("sv"), "sv-SE");
    expect(t("Shell.HomeLinkLabel", { site: "Bilia" })).toBe("Bilia, till startsidan");
    // @ts-expect-error an unknown key is a type error, and visible at run time
    expect(t("Shell.Missing")).toBe("Shell.Missing");
  });
});
