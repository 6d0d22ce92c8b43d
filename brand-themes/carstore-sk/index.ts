import fontStylesheet from "@fontsource-variable/montserrat/index.css?url";
import fontPreload from "@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme: BrandTheme = {
  id: "carstore-sk",
  name: "Carstore Slovensko",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  Logo: createLogo({ wordmark: "carstore", mark: "square" }),
};
