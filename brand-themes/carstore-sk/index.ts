import fontStylesheet from "@fontsource-variable/montserrat/index.css?url";
import type { BrandTheme } from "../../design-system/theme/BrandScope";
import { createLogo } from "../logo";
import { tokens } from "./tokens";

export const theme: BrandTheme = {
  id: "carstore-sk",
  name: "Carstore Slovensko",
  fontStylesheet,
  Logo: createLogo({ wordmark: "carstore", mark: "square" }),
  tokens,
};
