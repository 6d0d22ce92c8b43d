import fontStylesheet from "@fontsource-variable/oswald/index.css?url";
import fontPreload from "@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme: BrandTheme = {
  id: "f150-eu",
  name: "F-150 Europe",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  Logo: createLogo({ wordmark: "F-150", tagline: "EUROPE", mark: "road" }),
};
