import fontStylesheet from "@fontsource-variable/figtree/index.css?url";
import fontPreload from "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import css from "./generated/tokens.css?raw";
import { tokens } from "./generated/tokens";

export const theme: BrandTheme = {
  id: "carstore-no",
  name: "Carstore Norge",
  css,
  tokens,
  fonts: { stylesheet: fontStylesheet, preload: fontPreload },
  Logo: createLogo({ wordmark: "carstore", mark: "square" }),
};
