import { brandThemes } from "../../brand-themes";
import { uiTexts } from "../i18n/ui-texts";
import type { BlockContext } from "./block";

/** A block context for tests of the composer and block bindings. */
export function testBlockContext(overrides: Partial<BlockContext> = {}): BlockContext {
  return {
    brand: brandThemes["carstore-se"],
    siteName: "Carstore Sverige",
    language: "sv",
    path: "/",
    pageEditing: false,
    locale: "sv-SE",
    currency: "SEK",
    texts: uiTexts("sv"),
    t: (_key, fallback) => fallback,
    settings: {
      name: "Carstore Sverige",
      url: "https://carstore-se.example",
      titleTemplate: "%s | Carstore",
      gtmID: null,
      pathToCarList: { url: "/kop-bil" },
      pathToCarDetail: { url: "/kop-bil/bil" },
    },
    ...overrides,
  };
}
