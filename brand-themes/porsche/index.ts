import fontStylesheet from "@fontsource-variable/archivo/index.css?url";
import fontPreload from "@fontsource-variable/archivo/files/archivo-latin-wght-normal.woff2?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme: BrandTheme = {
  id: "porsche",
  name: "Porsche",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  Logo: createLogo({ wordmark: "PORSCHE", mark: "crest" }),
};
