import fontStylesheet from "@fontsource-variable/public-sans/index.css?url";
import fontPreload from "@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme: BrandTheme = {
  id: "iveco",
  name: "IVECO",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  Logo: createLogo({ wordmark: "IVECO", mark: "square" }),
};
