import fontStylesheet from "@fontsource-variable/manrope/index.css?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import { tokens } from "./tokens";

export const theme: BrandTheme = {
  id: "automotive-se",
  name: "Automotive Sverige",
  fontStylesheet,
  Logo: createLogo({ wordmark: "AUTOMOTIVE", tagline: "Sverige", mark: "chevron" }),
  tokens,
};
