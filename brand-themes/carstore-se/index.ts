import fontStylesheet from "@fontsource-variable/nunito-sans/index.css?url";
import fontPreload from "@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme: BrandTheme = {
  id: "carstore-se",
  name: "Carstore Sverige",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  Logo: createLogo({ wordmark: "carstore", mark: "square" }),
};
