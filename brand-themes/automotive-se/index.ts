import fontStylesheet from "@fontsource-variable/manrope/index.css?url";
import fontPreload from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme: BrandTheme = {
  id: "automotive-se",
  name: "Automotive Sverige",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  Logo: createLogo({ wordmark: "AUTOMOTIVE", tagline: "Sverige", mark: "chevron" }),
};
