import fontStylesheet from "@fontsource-variable/source-sans-3/index.css?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import { tokens } from "./tokens";

export const theme: BrandTheme = {
  id: "automotive-no",
  name: "Automotive Norge",
  fontStylesheet,
  Logo: createLogo({ wordmark: "AUTOMOTIVE", tagline: "Norge", mark: "shield" }),
  tokens,
};
