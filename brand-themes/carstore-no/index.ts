import fontStylesheet from "@fontsource-variable/figtree/index.css?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import { tokens } from "./tokens";

export const theme: BrandTheme = {
  id: "carstore-no",
  name: "Carstore Norge",
  fontStylesheet,
  Logo: createLogo({ wordmark: "carstore", mark: "square" }),
  tokens,
};
