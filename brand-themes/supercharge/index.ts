import fontStylesheet from "@fontsource-variable/exo-2/index.css?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import { tokens } from "./tokens";

export const theme: BrandTheme = {
  id: "supercharge",
  name: "Supercharge",
  fontStylesheet,
  Logo: createLogo({ wordmark: "SUPERCHARGE", mark: "bolt" }),
  tokens,
};
