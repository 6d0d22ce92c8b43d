import fontStylesheet from "@fontsource-variable/work-sans/index.css?url";
import fontPreload from "@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme: BrandTheme = {
  id: "carstore-fi",
  name: "Carstore Suomi",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  Logo: createLogo({ wordmark: "carstore", mark: "square" }),
};
