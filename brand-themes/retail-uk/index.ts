import fontStylesheet from "@fontsource-variable/dm-sans/index.css?url";
import fontPreload from "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme: BrandTheme = {
  id: "retail-uk",
  name: "Forecourt Retail UK",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  Logo: createLogo({ wordmark: "FORECOURT", tagline: "Retail UK", mark: "ring" }),
};
