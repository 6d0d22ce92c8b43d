import fontStylesheet from "@fontsource-variable/work-sans/index.css?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import { tokens } from "./tokens";

export const theme: BrandTheme = {
  id: "carstore-fi",
  name: "Carstore Suomi",
  fontStylesheet,
  Logo: createLogo({ wordmark: "carstore", mark: "square" }),
  tokens,
};
