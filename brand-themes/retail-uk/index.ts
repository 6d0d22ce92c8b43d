import fontStylesheet from "@fontsource-variable/dm-sans/index.css?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import { tokens } from "./tokens";

export const theme: BrandTheme = {
  id: "retail-uk",
  name: "Forecourt Retail UK",
  fontStylesheet,
  Logo: createLogo({ wordmark: "FORECOURT", tagline: "Retail UK", mark: "ring" }),
  tokens,
};
