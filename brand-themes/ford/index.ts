import fontStylesheet from "@fontsource-variable/roboto/index.css?url";
import fontPreload from "@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme: BrandTheme = {
  id: "ford",
  name: "Ford",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  Logo: createLogo({ wordmark: "Ford", mark: "oval" }),
};
