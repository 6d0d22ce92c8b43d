import fontStylesheet from "@fontsource-variable/inter/index.css?url";
import fontPreload from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme: BrandTheme = {
  id: "bmw",
  name: "BMW",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  Logo: createLogo({ wordmark: "BMW", mark: "ring" }),
};
